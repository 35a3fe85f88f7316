import { normaliseOldAddress } from '../../old-address.ts'
import type { ParseHtml, SanitizeNodes } from '../content/html-body.ts'
import { MAX_NOTES } from '../import-limits.ts'
import type { ImportFile, SourceNote, SourcePost, SourceSubscriber } from '../import-types.ts'
import { readArchive, type ArchiveSurvey } from '../plan/archive-survey.ts'
import { termId, type CategoryMapping } from '../plan/category-mapping.ts'
import { dispositionOf } from '../plan/post-disposition.ts'
import type { ImagePipeline } from './image-pipeline.ts'
import type { ArticleWrite, AuthorWrite, ImportJob, ImportSink, PathRedirect, SubscriberWrite } from './import-sink.ts'
import { prepareArticle, type PrepareContext } from './prepare-article.ts'

/**
 * The second pass, writing: posts in batches (those an earlier run wrote are passed over before
 * any work is done on them), subscribers in batches, the archive pages' redirects last, and the
 * progress after every batch, where the dashboard reads it (so a reload shows it, and a run
 * started from the command line shows in the tab too). One batch is prepared while the one
 * before is written (WriteQueue).
 */

export interface RunImportOptions {
  file: ImportFile
  fileName?: string
  fingerprint: string
  survey: ArchiveSurvey
  mapping: CategoryMapping
  sink: ImportSink
  images: ImagePipeline | null
  parse: ParseHtml
  sanitize: SanitizeNodes
  /** The old site's address, when the export does not say (Ghost's does not). */
  siteUrl?: string | null
  fallbackAuthor?: AuthorWrite | null
  batchSize?: number
  signal?: AbortSignal
  onProgress?: (processed: number, total: number) => void
}

export interface ImportReport {
  importId: string
  resumed: boolean
  counts: Record<string, number>
  notes: SourceNote[]
  /** Notes beyond MAX_NOTES, counted only. */
  moreNotes: number
}

const SUBSCRIBER_BATCH = 500

class Progress {
  readonly counts: Record<string, number> = {}
  readonly notes: SourceNote[] = []
  private fresh: SourceNote[] = []
  moreNotes = 0
  processed = 0

  add(name: string, by = 1): void {
    this.counts[name] = (this.counts[name] ?? 0) + by
  }

  note(note: SourceNote): void {
    if (this.notes.length >= MAX_NOTES) return void this.moreNotes++
    this.notes.push(note)
    this.fresh.push(note)
  }

  /** The notes not yet sent to the sink. */
  take() {
    return { processed: this.processed, counts: { ...this.counts }, notes: this.fresh.splice(0) }
  }
}

function prepareContext(options: RunImportOptions, siteUrl: string | null): PrepareContext {
  const { survey } = options
  const authors = new Map(survey.preview.authors.map((author) => [author.key, author]))
  return {
    parse: options.parse,
    sanitize: options.sanitize,
    mapping: options.mapping,
    siteUrl,
    images: options.images,
    attachment: (id) => (survey.format === 'wordpress' ? survey.channel.attachments.get(id) : undefined),
    author: (key) => authors.get(key),
    fallbackAuthor: options.fallbackAuthor ?? null,
    formatKey: survey.format,
  }
}

/** The category and tag archive pages, and the authors' pages, redirected to their pages here. */
function archiveRedirects(survey: ArchiveSurvey, mapping: CategoryMapping, siteUrl: string | null): PathRedirect[] {
  const address = (path: string) => normaliseOldAddress(siteUrl ? new URL(path, siteUrl).href : path)
  const redirects: PathRedirect[] = []
  for (const term of survey.preview.terms) {
    const category = mapping.terms[termId(term)] ?? (term.kind === 'category' ? mapping.fallback : null)
    if (!category) continue
    for (const path of term.oldPaths) {
      const from = address(path)
      if (from && from !== `/category/${category}`) redirects.push({ from, category })
    }
  }
  for (const author of survey.preview.authors) {
    for (const path of author.oldPaths) {
      const from = address(path)
      if (from) redirects.push({ from, authorKey: `${survey.format}:${author.key}` })
    }
  }
  return redirects
}

/** The batch's posts made into rows, those an earlier run wrote passed over before any work. */
async function preparePosts(posts: SourcePost[], job: ImportJob, options: RunImportOptions, context: PrepareContext, progress: Progress): Promise<ArticleWrite[]> {
  const done = await options.sink.alreadyImported(job, posts.map((post) => post.key))
  const prepared = await Promise.all(posts.map(async (post) => {
    const disposition = dispositionOf(post)
    const subject = post.title || `(untitled ${post.kind} ${post.key})`
    if (done.has(post.key)) return void progress.add('alreadyImported')
    if (disposition.action === 'skip') {
      progress.add('skipped')
      return void progress.note({ kind: 'skipped', subject, reason: disposition.reason })
    }
    const result = await prepareArticle(post, disposition, context)
    result.notes.forEach((note) => progress.note(note))
    if ('skip' in result) {
      progress.add('skipped')
      progress.note({ kind: 'skipped', subject, reason: result.skip })
      return
    }
    return result.row
  }))
  return prepared.filter((row) => row !== undefined)
}

async function writeRows(rows: ArticleWrite[], sets: string[], posts: number, job: ImportJob, options: RunImportOptions, progress: Progress): Promise<void> {
  // Recorded before the rows: an import that dies now still knows which stored images are its own.
  if (sets.length > 0) await options.sink.recordImages(job, sets)
  if (rows.length > 0) await options.sink.writeArticles(job, rows)
  for (const row of rows) {
    const scheduled = row.status === 'published' && row.publishDate !== null && Date.parse(row.publishDate) > Date.now()
    progress.add(row.status === 'draft' ? 'drafts' : scheduled ? 'scheduled' : 'published')
    progress.add('comments', row.comments.length)
    progress.add('redirects', row.oldPaths.length)
  }
  progress.processed += posts
}

/**
 * The writes, one at a time and in order, each started without waiting for it: the next batch
 * is read and prepared (the importer's own work) while the database writes the one before.
 */
class WriteQueue {
  private last: Promise<void> = Promise.resolve()

  /** Waits for the write before (failing with it), then starts this one. */
  async push(write: () => Promise<void>): Promise<void> {
    await this.last
    this.last = write()
    // Its failure surfaces at the next push or at drain; until then it is not unhandled.
    this.last.catch(() => undefined)
  }

  drain(): Promise<void> {
    return this.last
  }
}

async function writeSubscribers(batch: SourceSubscriber[], job: ImportJob, options: RunImportOptions, progress: Progress): Promise<void> {
  const rows: SubscriberWrite[] = []
  for (const subscriber of batch) {
    if (subscriber.consent === 'none') progress.add('subscribersWithoutConsent')
    else rows.push({ email: subscriber.email, consent: subscriber.consent, date: subscriber.date })
  }
  if (rows.length > 0) {
    const result = await options.sink.writeSubscribers(job, rows)
    progress.add('subscribersAdded', result.added)
    progress.add('subscribersKept', result.kept)
    progress.add('subscribersInvalid', result.invalid)
  }
  progress.processed += batch.length
}

export async function runImport(options: RunImportOptions): Promise<ImportReport> {
  const { survey, sink } = options
  const counts = survey.preview.counts
  const total = counts.posts + counts.pages + counts.subscribers.consenting + counts.subscribers.suppressed + counts.subscribers.none
  const siteUrl = options.siteUrl ?? survey.preview.siteUrl
  const site = siteUrl ? new URL(siteUrl).host : ''
  const job = await sink.start({ format: survey.format, fileName: options.fileName ?? options.file.name, fileSize: options.file.size, fingerprint: options.fingerprint, site, total, mapping: options.mapping })
  const progress = new Progress()
  const context = prepareContext(options, siteUrl)
  // As many as import_articles takes in one call: its statement triggers run once per call.
  const batchSize = options.batchSize ?? 100
  let posts: SourcePost[] = []
  let subscribers: SourceSubscriber[] = []
  const writes = new WriteQueue()
  const report = async () => {
    await sink.progress(job, progress.take())
    options.onProgress?.(progress.processed, total)
  }
  const flushPosts = async () => {
    const batch = posts
    posts = []
    const rows = await preparePosts(batch, job, options, context, progress)
    const sets = options.images?.storedSets.splice(0) ?? []
    await writes.push(async () => {
      await writeRows(rows, sets, batch.length, job, options, progress)
      await report()
    })
  }
  const flushSubscribers = async () => {
    const batch = subscribers
    subscribers = []
    await writes.push(async () => {
      await writeSubscribers(batch, job, options, progress)
      await report()
    })
  }
  try {
    await readArchive(options.file, survey, {
      onPost: async (post) => {
        posts.push(post)
        if (posts.length >= batchSize) await flushPosts()
      },
      onSubscriber: async (subscriber) => {
        subscribers.push(subscriber)
        if (subscribers.length >= SUBSCRIBER_BATCH) await flushSubscribers()
      },
    }, options.signal)
    if (posts.length > 0) await flushPosts()
    if (subscribers.length > 0) await flushSubscribers()
    await writes.drain()
    progress.add('redirects', await sink.writeRedirects(job, archiveRedirects(survey, options.mapping, siteUrl)))
    if (options.images) {
      progress.add('imagesStored', options.images.stored)
      progress.add('imagesLeftOut', options.images.failed)
    }
    await sink.finish(job, 'done', progress.take())
  } catch (error) {
    progress.note({ kind: 'warning', subject: 'The import', reason: `Stopped: ${error instanceof Error ? error.message : String(error)}` })
    // A write still under way lands (or fails) before the import is marked failed.
    await writes.drain().catch(() => undefined)
    await sink.finish(job, 'failed', progress.take()).catch(() => undefined)
    throw error
  }
  options.onProgress?.(total, total)
  return { importId: job.id, resumed: job.resumed, counts: progress.counts, notes: progress.notes, moreNotes: progress.moreNotes }
}
