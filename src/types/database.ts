/**
 * The Database type the app's clients are created with: the generated one (database.types.ts,
 * never edited by hand) with the reader functions' json answers typed, the way Supabase documents
 * typing JSON ("Helper types for JSON columns": MergeDeep over the generated types). The
 * functions return one json value on purpose (ARCHITECTURE.md § Bounded anonymous API), so the
 * generator can only say `Json`; the SQL builds exactly these shapes, from the column lists in
 * reader-columns.ts, and tests/product/data-layer.test.ts holds it to them.
 */
import type { MergeDeep } from 'type-fest'
import type { Database as GeneratedDatabase, Tables } from './database.types.ts'
import type {
  APPROVED_COMMENT_COLUMNS, ARTICLE_CARD_COLUMNS, ARTICLE_HEADLINE_COLUMNS, ARTICLE_PAGE_COLUMNS, ARTICLE_PAGE_LINK_COLUMNS,
  ARTICLE_SEARCH_COLUMNS, ARTICLE_SITEMAP_COLUMNS, ARTICLE_SUGGESTION_COLUMNS, AUTHOR_PROFILE_COLUMNS, Columns, COMMENT_STATUS_COLUMNS,
  VIDEO_COLUMNS,
} from './reader-columns.ts'

export type { Tables, TablesInsert } from './database.types.ts'

/** A card in any public list: never `content`. */
export type ArticleCard = Pick<Tables<'articles'>, Columns<typeof ARTICLE_CARD_COLUMNS>>
/** A ticker item: only what the link needs. */
export type ArticleHeadline = Pick<Tables<'articles'>, Columns<typeof ARTICLE_HEADLINE_COLUMNS>>
/** The article page's article: every field a reader sees, and the author page its byline links to (null: none). */
export type ArticlePageRow = Pick<Tables<'articles'>, Columns<typeof ARTICLE_PAGE_COLUMNS>>
  & Record<Columns<typeof ARTICLE_PAGE_LINK_COLUMNS>, string | null>
/** A writer's public profile on their author page. */
// The function answers only writers with both a name and a slug, so neither is null here.
export type AuthorProfile = Omit<Pick<Tables<'authors'>, Columns<typeof AUTHOR_PROFILE_COLUMNS>>, 'display_name' | 'slug'> & { display_name: string; slug: string }
/** A search result. */
export type SearchResult = Pick<Tables<'articles'>, Columns<typeof ARTICLE_SEARCH_COLUMNS>>
/** A title offered when a search matched nothing. */
export type SearchSuggestion = Pick<Tables<'articles'>, Columns<typeof ARTICLE_SUGGESTION_COLUMNS>>
/** A sitemap entry: the article's address and its lastmod. */
export type SitemapArticle = Pick<Tables<'articles'>, Columns<typeof ARTICLE_SITEMAP_COLUMNS>>
/** An approved comment as the article page shows it. */
export type ApprovedComment = Pick<Tables<'comments'>, Columns<typeof APPROVED_COMMENT_COLUMNS>>
/** What `comment_statuses` answers for each id it knows. */
export type CommentStatusRow = Pick<Tables<'comments'>, Columns<typeof COMMENT_STATUS_COLUMNS>>
/** A video post as the player and the dashboard's list show it. */
export type VideoPost = Pick<Tables<'video_posts'>, Columns<typeof VIDEO_COLUMNS>>

/** `home_page()`: the front page, the ticker and trending in one document. */
export interface HomePage {
  lead: ArticleCard | null
  headlines: ArticleCard[]
  trending: ArticleCard[]
  breaking: ArticleHeadline[]
  sections: { category: string; articles: ArticleCard[] }[]
}

/** `article_page(slug)`: everything the article page shows. */
export interface ArticlePage {
  /** Null when no article has the slug, or readers may not see it yet (then both lists are empty). */
  article: ArticlePageRow | null
  /** The pool "You Might Also Like" picks from: the category's 20 newest other articles. */
  related: ArticleCard[]
  /** The article's approved comments, newest first (200 at most). */
  comments: ApprovedComment[]
}

/** `author_page(slug, before_date, before_id, page_size)`: a member's page of articles, newest first. */
export interface AuthorPage {
  /** Null when no member with a public page has the slug (then `articles` is empty). */
  author: AuthorProfile | null
  /** Up to page_size + 1 cards (the extra one tells that another page follows). */
  articles: ArticleCard[]
}

/** `search_articles(q, max_results)`: up to max_results + 1 results; when there are none, up to five suggestions. */
export interface SearchAnswer {
  results: SearchResult[]
  suggestions: SearchSuggestion[]
  /** The term as corrected word by word, when the typed one found nothing and this did: `results` are its. */
  correction: string | null
}

/** `article_count(…)`: how many articles a filtered admin list holds. */
export interface ArticleCount {
  count: number
  /** False when a search matched more than the cap: show "count+". */
  exact: boolean
}

/** `overview_counts()`: what the signed-in caller may see of each table. */
export interface OverviewCounts {
  articles: number
  video_posts: number
  pending_comments: number
  subscribers: number
}

/** `restore_article_revision(revision_id)`: the restored article. */
export type RestoredArticle = Pick<Tables<'articles'>, 'id' | 'slug'>

/** `image_sets_older_than(…)`: image sets old enough to sweep among a page of objects, and where to go on. */
export interface ImageSweepPage {
  sets: string[]
  next: string | null
}

/** A device class, as the collector reports it and the Analytics tab splits views. */
export type DeviceClass = 'desktop' | 'mobile' | 'tablet'

/** `analytics_report(days)`: the Analytics tab for the last 7, 30 or 90 days, today included. */
export interface AnalyticsReport {
  /** One entry per day, oldest first, today last (so far). */
  days: { day: string; views: number; visitors: number }[]
  /** The period's ten most read articles (title null: deleted since). */
  articles: { path: string; article_id: string; title: string | null; views: number }[]
  referrers: { domain: string; views: number; visitors: number }[]
  campaigns: { source: string | null; medium: string | null; campaign: string | null; views: number; visitors: number }[]
  devices: { device: DeviceClass; views: number; visitors: number }[]
  /** Confirmed newsletter sign-ups by the page the form was on ('' when unknown). */
  signups: { path: string; title: string | null; signups: number }[]
  /** When the rollup last ran: views since then are not counted yet. */
  updated_at: string | null
}

/** `article_view_counts(article_ids)`: each viewed article's views of all time, by id. */
export type ArticleViewCounts = Record<string, number>

/** `article_view_history(article_id)`: an article's views of all time and of each of the last 30 days. */
export interface ArticleViewHistory {
  total: number
  days: { day: string; views: number }[]
}

/** `newsletter_click_counts(issue_ids)`: each clicked issue's clicks, per link ('/' the masthead, '/slug' an article). */
export type IssueClickCounts = Record<string, { total: number; links: { link: string; title: string | null; clicks: number }[] }>

/** `newsletter_issue_progress(issue_id)`: where an issue's sending stands (it marks the issue sent once nothing remains). */
export interface IssueProgress {
  state: 'draft' | 'sending' | 'sent'
  recipients: number
  sent: number
  failed: number
  remaining: number
  cancelled: number
}

/** `send_newsletter_issue(issue_id)`: the issue's state once queued, and to how many addresses. */
export interface IssueSending {
  state: string
  recipients: number
}

/** `send_newsletter_test(issue_id)`: the test copy is queued to the caller's own address. */
export interface TestSending {
  queued: true
  email: string
}

/** `subscriber_status_counts()`: how many addresses are in each state. */
export interface SubscriberStateCounts {
  pending: number
  confirmed: number
  unsubscribed: number
}

/** `export_subscribers()`: every subscriber newest first, each `[email, status, created_at]`. */
export type ExportedSubscriberRow = [email: string, status: string, created_at: string]

/** Each json function's answer, by name. */
interface JsonReturns {
  analytics_report: { Returns: AnalyticsReport }
  article_count: { Returns: ArticleCount }
  article_page: { Returns: ArticlePage }
  article_view_counts: { Returns: ArticleViewCounts }
  article_view_history: { Returns: ArticleViewHistory }
  author_page: { Returns: AuthorPage }
  category_page: { Returns: ArticleCard[] }
  comment_statuses: { Returns: CommentStatusRow[] }
  confirm_subscription: { Returns: { confirmed: boolean } }
  erase_subscriber: { Returns: { erased: boolean } }
  export_subscribers: { Returns: ExportedSubscriberRow[] }
  home_page: { Returns: HomePage }
  image_sets_older_than: { Returns: ImageSweepPage }
  latest_articles: { Returns: ArticleCard[] }
  newsletter_click_counts: { Returns: IssueClickCounts }

  newsletter_issue_progress: { Returns: IssueProgress }
  overview_counts: { Returns: OverviewCounts }
  recent_videos: { Returns: VideoPost[] }
  restore_article_revision: { Returns: RestoredArticle }
  search_articles: { Returns: SearchAnswer }
  send_newsletter_issue: { Returns: IssueSending }
  send_newsletter_test: { Returns: TestSending }
  sitemap_articles: { Returns: SitemapArticle[] }
  subscriber_status_counts: { Returns: SubscriberStateCounts }
  unsubscribe_newsletter: { Returns: { unsubscribed: boolean } }
}

export type Database = MergeDeep<GeneratedDatabase, { public: { Functions: JsonReturns } }>
