import type { ImportFile, SourceNote, SourcePost, SourceStatus, SourceSubscriber } from '../import-types.ts'
import { CsvRecords } from './csv-records.ts'
import { byteChunks, ImportRefused } from './import-file.ts'
import { readZipEntries, type ZipEntrySink } from './zip-entries.ts'

/**
 * Substack's export (Settings → Export): a zip of `posts.csv` (one row per post: id.slug, date,
 * published or not, type, audience, title, subtitle), `posts/<id>.<slug>.html` (each body) and
 * `email_list.<publication>.csv` (subscribers). Entries come in any order, so the file is read
 * twice: `surveySubstack` keeps posts.csv's rows and counts the rest, `readSubstackRecords` maps
 * each body with its row. A folder around it all (a re-zipped export) is allowed.
 */

export type SubstackRow = Record<string, string>

export interface SubstackSurvey {
  posts: Map<string, SubstackRow>
  bodies: number
  notes: SourceNote[]
}

const POSTS_CSV = /(?:^|\/)posts\.csv$/
const POST_BODY = /(?:^|\/)posts\/([^/]+)\.html$/
const EMAIL_LIST = /(?:^|\/)email_list[^/]*\.csv$/
/** Substack's stand-in for a reader who asked to be deleted. */
const DELETED_READER = /@deletion-request\.substack\.com$/i

/** A sink that decodes an entry as UTF-8 text and hands each piece on. */
function textSink(onText: (text: string) => void | Promise<void>, onEnd: () => void | Promise<void>): ZipEntrySink {
  const decoder = new TextDecoder('utf-8')
  return {
    data: (chunk) => onText(decoder.decode(chunk, { stream: true })),
    end: async () => {
      await onText(decoder.decode())
      await onEnd()
    },
  }
}

function csvSink(name: string, onRecord: (record: SubstackRow) => void): ZipEntrySink {
  const csv = new CsvRecords(onRecord, name)
  return textSink((text) => csv.write(text), () => csv.end())
}

export function substackSubscriber(row: SubstackRow): SourceSubscriber | null {
  const email = (row.email ?? '').trim()
  if (!email || DELETED_READER.test(email)) return null
  return { email, consent: row.email_disabled?.toLowerCase() === 'true' ? 'suppressed' : 'consenting', date: row.created_at || null }
}

/** The first pass: posts.csv's rows by post id, how many bodies there are, and the subscribers' counts. */
export async function surveySubstack(file: ImportFile, onSubscriber: (subscriber: SourceSubscriber | null) => void, signal?: AbortSignal): Promise<SubstackSurvey> {
  const survey: SubstackSurvey = { posts: new Map(), bodies: 0, notes: [] }
  let sawPostsCsv = false
  await readZipEntries(byteChunks(file.stream(), signal), {
    onEntry: (name) => {
      if (POSTS_CSV.test(name)) {
        sawPostsCsv = true
        return csvSink(name, (row) => {
          if (row.post_id) survey.posts.set(row.post_id, row)
        })
      }
      if (POST_BODY.test(name)) survey.bodies++
      if (EMAIL_LIST.test(name)) return csvSink(name, (row) => onSubscriber(substackSubscriber(row)))
      return null
    },
    onRefusedEntry: (name, reason) => survey.notes.push({ kind: 'skipped', subject: name.slice(0, 200), reason: `Archive entry passed over: ${reason}.` }),
  })
  if (!sawPostsCsv) throw new ImportRefused('The zip has no posts.csv: it is not a Substack export (Settings → Export → Create new export).')
  return survey
}

function statusOf(row: SubstackRow, date: string | null): SourceStatus {
  if (row.is_published?.toLowerCase() !== 'true') return 'draft'
  if (row.audience && row.audience !== 'everyone') return 'members-only'
  return date && Date.parse(date) > Date.now() ? 'scheduled' : 'published'
}

/** A posts.csv row and its body as a SourcePost. */
export function substackPost(row: SubstackRow, html: string): SourcePost {
  const id = row.post_id ?? ''
  const slug = id.replace(/^\d+\./, '')
  const date = row.post_date && !Number.isNaN(Date.parse(row.post_date)) ? new Date(row.post_date).toISOString() : null
  return {
    key: id.replace(/\..*$/, ''),
    kind: row.type === 'page' ? 'page' : 'post',
    title: row.title ?? '',
    slug,
    excerpt: row.subtitle ?? '',
    html: row.podcast_url ? `${html}<p><a href="${row.podcast_url.replace(/"/g, '&quot;')}">Listen to the episode</a></p>` : html,
    body: 'html',
    date,
    status: statusOf(row, date),
    featuredImage: null,
    authorKeys: [],
    terms: [],
    comments: [],
    oldPaths: [`/p/${slug}`],
  }
}

export interface SubstackRecordHandlers {
  onPost: (post: SourcePost) => Promise<void>
  onSubscriber: (subscriber: SourceSubscriber) => Promise<void>
}

/** The second pass: each body with its row, then the rows that had no body, and the subscribers. */
export async function readSubstackRecords(file: ImportFile, survey: SubstackSurvey, handlers: SubstackRecordHandlers, signal?: AbortSignal): Promise<void> {
  const withoutBody = new Map(survey.posts)
  await readZipEntries(byteChunks(file.stream(), signal), {
    onEntry: (name) => {
      const body = POST_BODY.exec(name)
      const row = body?.[1] ? survey.posts.get(body[1]) : undefined
      if (body?.[1] && row) {
        withoutBody.delete(body[1])
        let html = ''
        return textSink((text) => void (html += text), () => handlers.onPost(substackPost(row, html)))
      }
      if (EMAIL_LIST.test(name)) {
        const queue: SourceSubscriber[] = []
        const csv = new CsvRecords((record) => {
          const subscriber = substackSubscriber(record)
          if (subscriber) queue.push(subscriber)
        }, name)
        const flush = async () => {
          for (const subscriber of queue.splice(0)) await handlers.onSubscriber(subscriber)
        }
        return textSink(async (text) => {
          csv.write(text)
          await flush()
        }, async () => {
          csv.end()
          await flush()
        })
      }
      return null
    },
  })
  for (const row of withoutBody.values()) await handlers.onPost(substackPost(row, ''))
}
