import type {
  ArticleResult, ArticleWrite, ImportJob, ImportProgress, ImportSink, ImportStart, PathRedirect, SubscriberResult, SubscriberWrite,
} from '../../lib/import/write/import-sink.ts'
import type { Json } from '../../types/database.types.ts'
import type { DbClient } from '../db-client.ts'
import { requestError } from '../request-error.ts'

/**
 * The importer's writes, through the import_* functions (administrators or the service key,
 * checked in the database): the dashboard passes its client, `npm run import` one made with the
 * service key. Every call is one transaction; a failed call fails the import, which can then be
 * resumed (the same file again) or undone.
 */

/** Tries again when no answer came (a dropped connection): every import call is safe to repeat. */
const RETRIES = [1000, 3000, 9000]

async function call<T>(db: DbClient, fn: Parameters<DbClient['rpc']>[0], args: Record<string, unknown>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const { data, error, status } = await db.rpc(fn, args as never)
    if (!error) return data as T
    const wait = RETRIES[attempt]
    if (status !== 0 || wait === undefined) throw requestError(error, status)
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

const json = (value: unknown) => value as Json

function articleRow(row: ArticleWrite) {
  return {
    key: row.key, title: row.title, slug: row.slug, excerpt: row.excerpt, content: row.content, category: row.category,
    status: row.status, publish_date: row.publishDate, image_url: row.imageUrl, image_alt: row.imageAlt, author: row.author,
    comments: row.comments.map((comment) => ({ author_name: comment.authorName, text: comment.text, date: comment.date })),
    old_paths: row.oldPaths,
  }
}

function redirectRow(row: PathRedirect) {
  return 'category' in row ? { from_path: row.from, category: row.category } : { from_path: row.from, author_key: row.authorKey }
}

export class DatabaseImportSink implements ImportSink {
  constructor(private readonly db: DbClient) {}

  async start(start: ImportStart): Promise<ImportJob> {
    const job = await call<{ id: string; resumed: boolean }>(this.db, 'import_start', {
      format: start.format, file_name: start.fileName, file_size: start.fileSize, fingerprint: start.fingerprint,
      source_site: start.site, total: start.total, mapping: json(start.mapping),
    })
    return { ...job, keyPrefix: `${start.format}:${start.site}:` }
  }

  async alreadyImported(job: ImportJob, keys: readonly string[]): Promise<Set<string>> {
    const found = await call<string[]>(this.db, 'import_existing', { import_id: job.id, kind: 'article', keys: keys.map((key) => job.keyPrefix + key) })
    return new Set(found.map((key) => key.slice(job.keyPrefix.length)))
  }

  writeArticles(job: ImportJob, rows: readonly ArticleWrite[]): Promise<ArticleResult[]> {
    return call<ArticleResult[]>(this.db, 'import_articles', { import_id: job.id, rows: json(rows.map(articleRow)) })
  }

  writeSubscribers(job: ImportJob, rows: readonly SubscriberWrite[]): Promise<SubscriberResult> {
    return call<SubscriberResult>(this.db, 'import_subscribers', { import_id: job.id, rows: json(rows) })
  }

  async writeRedirects(job: ImportJob, rows: readonly PathRedirect[]): Promise<number> {
    let added = 0
    for (let start = 0; start < rows.length; start += 5000) {
      added += await call<number>(this.db, 'import_redirects', { import_id: job.id, rows: json(rows.slice(start, start + 5000).map(redirectRow)) })
    }
    return added
  }

  async recordImages(job: ImportJob, sets: readonly string[]): Promise<void> {
    await call<null>(this.db, 'import_images', { import_id: job.id, sets: [...sets] })
  }

  async progress(job: ImportJob, progress: ImportProgress): Promise<void> {
    await call<null>(this.db, 'import_progress', { import_id: job.id, processed: progress.processed, counts: json(progress.counts), notes: json(progress.notes) })
  }

  async finish(job: ImportJob, outcome: 'done' | 'failed', progress: ImportProgress): Promise<void> {
    await call<null>(this.db, 'import_progress', { import_id: job.id, processed: progress.processed, counts: json(progress.counts), notes: json(progress.notes), state: outcome })
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
export function undoImportRows(db: DbClient, importId: string): Promise<UndoneImport> {
  return call<UndoneImport>(db, 'undo_import', { import_id: importId })
}
