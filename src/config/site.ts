import { env } from './env.ts'

import { SCROLL_POSITIONS_KEY } from './scroll-positions.ts'

export { DEFAULT_ARTICLE_IMAGE, TRENDING_SIZE } from './site-catalogue.ts'

/** The product's business constants (site name, limits, storage keys): one home for each. */
export const SITE_NAME = env.VITE_SITE_NAME

export const BREAKING_TICKER_SECONDS_PER_ITEM = 20
export const HOME_AD_EVERY_SECTIONS = 2
/** Home's sections whose cards a prerendered home carries in its HTML (the rest come once hydrated). */
export const HOME_SECTIONS_IN_HTML = 0
export const RELATED_SIZE = 2
export const LATEST_NEWS_SIZE = 10
export const SEARCH_MIN_CHARS = 3
export const CATEGORY_PAGE_SIZE = 12
/**
 * Articles per page of the human /sitemap.xml (the machines' sitemap is the Edge Function's).
 * One row more is read to know a next page exists, and PostgREST caps a response at 1000 rows.
 */
export const SITEMAP_PAGE_SIZE = 500
export const ADMIN_PAGE_SIZE = 15
export const DRAFT_AUTOSAVE_MS = 15_000
export const DRAFT_SAVED_TOAST_MS = 2_000
export const FLOATING_VIDEO_MAX_AGE_DAYS = 7
export const SCROLL_TOP_THRESHOLD_PX = 300
export const TOAST_DURATION_MS = 5_000
export const TOAST_LIMIT = 1
export const TOAST_SWIPE_THRESHOLD = 50
export const EDITOR_MIN_HEIGHT_PX = 250
export const COMMENT_NAME_MAX = 80
export const COMMENT_TEXT_MAX = 5000
/** An article title's length (articles_title_check) and how much of it the slug keeps, in whole words (private.slugify). */
export const ARTICLE_TITLE_MAX = 200
export const SLUG_FROM_TITLE_MAX = 100
export const AD_SIZES = ['500x200', '300x150', '728x90', '300x250', '300x200'] as const

/** Browser storage keys. */
export const STORAGE_KEYS = {
  /** Prefix of the draft slots: `:new` and `:<article id>` (see draft-storage.ts). */
  draft: 'news-blog:article-draft',
  comments: 'news-blog:my-comments',
  /** Which floating videos the reader minimised or closed (remembered across loads). */
  videoPlayer: 'news-blog:video-player',
  /** The last lazy chunk that failed to load and when, so it reloads the page once, never in a loop. */
  chunkReload: 'news-blog:chunk-reload',
  /** When this browser's dashboard last swept unused images from Storage. */
  imageSweep: 'news-blog:image-sweep',
  /** Where the reader was in each page of this tab's history (scroll-positions.ts). */
  scrollPositions: SCROLL_POSITIONS_KEY,
} as const

/** Contact mailboxes shown on the contact page (general, tips, press). */
export const CONTACT_EMAILS = {
  general: 'hello@thedailyopinion.news',
  tips: 'tips@thedailyopinion.news',
  press: 'press@thedailyopinion.news',
} as const
export const FOUNDED_YEAR = 2025

/**
 * A subscriber's address, lower-cased: the rule "text @ text . text" without what a
 * spreadsheet or a CSV reader could take for syntax: no spaces, quotes, `;` or `,`, and no
 * formula character first. The check constraint `subscribers_email_strict` holds the same
 * pattern (database-facts.test.ts).
 */
export const SUBSCRIBER_EMAIL_PATTERN = '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'

/** The Settings tab's limits: the site_settings check constraints (database-facts.test.ts). */
export const SITE_NAME_MAX = 80
export const POSTAL_ADDRESS_MAX = 300
/** The reply-to address follows the subscriber rule, letters of either case (`~*`). */
export const REPLY_TO_MAX = 254
