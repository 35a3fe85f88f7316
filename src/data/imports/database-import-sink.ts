import type { PostgrestError } from '@supabase/postgrest-js'
import type {
  ArticleResult, ArticleWrite, ImportJob, ImportProgress, ImportSink, ImportStart, PathRedirect, SubscriberResult, SubscriberWrite,
} from '../../lib/import/write/import-sink.ts'
import type { SourceNote } from '../../lib/import/import-types.ts'
import type { CategoryMapping } from '../../lib/import/plan/category-mapping.ts'
import type { Json } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'

/**
 * The importer's writes, through the import_* functions (administrators or the service key,
 * checked in the database): the dashboard passes its client, `npm run import` one made with the
 * service key. Every call is one transaction; a failed call fails the import, which can then be
 * resumed (the same file again) or undone. The functions' json answers are read field by field:
 * an answer of another shape fails the import rather than pass on as something it is not.
 */

/** Tries again when no answer came (a dropped connection): every import call is safe to repeat. */
const RETRIES = [1000, 3000, 9000]

type Answer<T> = { data: T; error: null; status: number } | { data: null; error: PostgrestError; status: number }

async function retrying<T>(send: () => PromiseLike<Answer<T>>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const answer = await send()
    if (!answer.error) return answer.data
    const wait = RETRIES[attempt]
    if (answer.status !== 0 || wait === undefined) throw requestError(answer.error, answer.status)
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

function unexpected(fn: string): Error {
  return new Error(`${fn} answered in an unexpected shape`)
}

function objectOf(value: Json, fn: string): { [key: string]: Json | undefined } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unexpected(fn)
  return value
}

function numberIn(value: Json | undefined, fn: string): number {
  if (typeof value !== 'number') throw unexpected(fn)
  return value
}

function stringIn(value: Json | undefined, fn: string): string {
  if (typeof value !== 'string') throw unexpected(fn)
  return value
}

function articleResults(value: Json): ArticleResult[] {
  if (!Array.isArray(value)) throw unexpected('import_articles')
  return value.map((item) => {
    const row = objectOf(item, 'import_articles')
    return { key: stringIn(row.key, 'import_articles'), slug: stringIn(row.slug, 'import_articles') }
  })
}

function articleRow(row: ArticleWrite) {
  const author = row.author && { key: row.author.key, name: row.author.name, email: row.author.email, bio: row.author.bio }
  return {
    key: row.key, title: row.title, slug: row.slug, excerpt: row.excerpt, content: row.content, category: row.category,
    status: row.status, publish_date: row.publishDate, image_url: row.imageUrl, image_alt: row.imageAlt, author,
    comments: row.comments.map((comment) => ({ author_name: comment.authorName, text: comment.text, date: comment.date })),
    old_paths: row.oldPaths,
  }
}

function redirectRow(row: PathRedirect) {
  return 'category' in row ? { from_path: row.from, category: row.category } : { from_path: row.from, author_key: row.authorKey }
}

const mappingJson = (mapping: CategoryMapping) => ({ terms: { ...mapping.terms }, fallback: mapping.fallback })
const notesJson = (notes: readonly SourceNote[]) => notes.map((note) => ({ kind: note.kind, subject: note.subject, reason: note.reason }))
const subscriberJson = (row: SubscriberWrite) => ({ email: row.email, consent: row.consent, date: row.date })

export class DatabaseImportSink implements ImportSink {
  constructor(private readonly db: DbClient) {}

  async start(start: ImportStart): Promise<ImportJob> {
    const answer = objectOf(await retrying(() => this.db.rpc('import_start', {
      format: start.format, file_name: start.fileName, file_size: start.fileSize, fingerprint: start.fingerprint,
      source_site: start.site, total: start.total, mapping: mappingJson(start.mapping),
    })), 'import_start')
    const resumed = answer.resumed
    if (typeof resumed !== 'boolean') throw unexpected('import_start')
    return { id: stringIn(answer.id, 'import_start'), resumed, keyPrefix: `${start.format}:${start.site}:` }
  }

  async alreadyImported(job: ImportJob, keys: readonly string[]): Promise<Set<string>> {
    const found = await retrying(() => this.db.rpc('import_existing', { import_id: job.id, kind: 'article', keys: keys.map((key) => job.keyPrefix + key) }))
    return new Set(found.map((key) => key.slice(job.keyPrefix.length)))
  }

  async writeArticles(job: ImportJob, rows: readonly ArticleWrite[]): Promise<ArticleResult[]> {
    return articleResults(await retrying(() => this.db.rpc('import_articles', { import_id: job.id, rows: rows.map(articleRow) })))
  }

  async writeSubscribers(job: ImportJob, rows: readonly SubscriberWrite[]): Promise<SubscriberResult> {
    const answer = objectOf(await retrying(() => this.db.rpc('import_subscribers', { import_id: job.id, rows: rows.map(subscriberJson) })), 'import_subscribers')
    return { added: numberIn(answer.added, 'import_subscribers'), kept: numberIn(answer.kept, 'import_subscribers'), invalid: numberIn(answer.invalid, 'import_subscribers') }
  }

  async writeRedirects(job: ImportJob, rows: readonly PathRedirect[]): Promise<number> {
    let added = 0
    for (let start = 0; start < rows.length; start += 5000) {
      added += await retrying(() => this.db.rpc('import_redirects', { import_id: job.id, rows: rows.slice(start, start + 5000).map(redirectRow) }))
    }
    return added
  }

  async recordImages(job: ImportJob, sets: readonly string[]): Promise<void> {
    await retrying(() => this.db.rpc('import_images', { import_id: job.id, sets: [...sets] }))
  }

  async progress(job: ImportJob, progress: ImportProgress): Promise<void> {
    await retrying(() => this.db.rpc('import_progress', { import_id: job.id, processed: progress.processed, counts: { ...progress.counts }, notes: notesJson(progress.notes) }))
  }

  async finish(job: ImportJob, outcome: 'done' | 'failed', progress: ImportProgress): Promise<void> {
    await retrying(() => this.db.rpc('import_progress', { import_id: job.id, processed: progress.processed, counts: { ...progress.counts }, notes: notesJson(progress.notes), state: outcome }))
  }
}

export interface UndoneImport {
  articles: number
  authors: number
  subscribers: number
  redirects: number
  image_sets: string[]
}

/** Undoes an import's rows; the caller removes the returned image sets through Storage. */
export async function undoImportRows(db: DbClient, importId: string): Promise<UndoneImport> {
  const answer = objectOf(await retrying(() => db.rpc('undo_import', { import_id: importId })), 'undo_import')
  const sets = answer.image_sets
  if (!Array.isArray(sets)) throw unexpected('undo_import')
  return {
    articles: numberIn(answer.articles, 'undo_import'),
    authors: numberIn(answer.authors, 'undo_import'),
    subscribers: numberIn(answer.subscribers, 'undo_import'),
    redirects: numberIn(answer.redirects, 'undo_import'),
    image_sets: sets.map((set) => stringIn(set, 'undo_import')),
  }
}
