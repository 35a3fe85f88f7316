import type { CategorySlug } from '../../../config/categories.ts'
import type { SourceFormat, SourceNote } from '../import-types.ts'
import type { CategoryMapping } from '../plan/category-mapping.ts'

/**
 * Where an import writes: the database behind the dashboard's client or the command line's
 * (src/data/imports implements it), or nothing at all for a dry run. The core never talks to a
 * database itself, so the tab and `npm run import` share every step before this one.
 */

export interface AuthorWrite {
  /** The source's key for the author, with the format: what makes a second run find the same one. */
  key: string
  name: string
  email: string | null
  bio: string | null
}

export interface CommentWrite {
  key: string
  authorName: string
  text: string
  date: string | null
}

export interface ArticleWrite {
  key: string
  title: string
  /** The slug wanted (the source's, made valid); the database numbers it when taken. */
  slug: string
  excerpt: string
  content: string
  category: CategorySlug
  status: 'draft' | 'published'
  publishDate: string | null
  imageUrl: string | null
  imageAlt: string | null
  author: AuthorWrite | null
  comments: CommentWrite[]
  /** Old addresses (normalised) that redirect to the article. */
  oldPaths: string[]
}

export interface ArticleResult {
  key: string
  slug: string
}

export interface SubscriberWrite {
  email: string
  consent: 'consenting' | 'suppressed'
  date: string | null
}

export interface SubscriberResult {
  added: number
  /** Already on the list: left as they are (an unsubscribed address stays unsubscribed). */
  kept: number
  /** Refused by the site's address rule. */
  invalid: number
}

/** An old archive page's address and where it now leads: a category, or an author's page by the author's key. */
export type PathRedirect = { from: string; category: CategorySlug } | { from: string; authorKey: string }

export interface ImportStart {
  format: SourceFormat
  fileName: string
  fileSize: number
  fingerprint: string
  /** The old site's host ('' when the export does not say): with the format, what scopes the source's ids. */
  site: string
  /** Posts and subscribers the preview counted: the progress bar's whole. */
  total: number
  mapping: CategoryMapping
}

export interface ImportJob {
  id: string
  /** True when an interrupted import of the same file is carried on. */
  resumed: boolean
  /** What prefixes this import's source ids: `<format>:<site>:`. */
  keyPrefix: string
}

export interface ImportProgress {
  processed: number
  counts: Record<string, number>
  notes: SourceNote[]
}

export interface ImportSink {
  start(start: ImportStart): Promise<ImportJob>
  /** Which of these source keys an earlier run (this import or another) already wrote. */
  alreadyImported(job: ImportJob, keys: readonly string[]): Promise<Set<string>>
  writeArticles(job: ImportJob, rows: readonly ArticleWrite[]): Promise<ArticleResult[]>
  writeSubscribers(job: ImportJob, rows: readonly SubscriberWrite[]): Promise<SubscriberResult>
  writeRedirects(job: ImportJob, rows: readonly PathRedirect[]): Promise<number>
  /** Image sets stored for this import: an undo removes them with its rows. */
  recordImages(job: ImportJob, sets: readonly string[]): Promise<void>
  progress(job: ImportJob, progress: ImportProgress): Promise<void>
  finish(job: ImportJob, outcome: 'done' | 'failed', progress: ImportProgress): Promise<void>
}
