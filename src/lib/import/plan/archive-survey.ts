import { MAX_NOTES } from '../import-limits.ts'
import type { ImportFile, SourceAuthor, SourceFormat, SourceNote, SourcePost, SourceSubscriber, SourceTerm } from '../import-types.ts'
import { detectFormat } from '../read/detect-format.ts'
import { ghostMember, ghostPost, readGhostRecords, surveyGhost, type GhostSurvey } from '../read/ghost-reader.ts'
import type { JsonRow } from '../read/json-rows.ts'
import { readSubstackRecords, substackPost, surveySubstack, type SubstackSurvey } from '../read/substack-reader.ts'
import { ATTACHMENT_REF, readWxrPosts, surveyWxr, wxrPost, type WxrChannel } from '../read/wxr-reader.ts'
import { dispositionOf, outcomeOf } from './post-disposition.ts'

/**
 * The first pass over an export: what the preview shows before anything is written (counts,
 * what will be skipped and why, the categories and tags to map, the authors) and what the
 * second pass needs from it. `readArchive` is the second pass.
 */

export interface ImportCounts {
  posts: number
  pages: number
  published: number
  scheduled: number
  drafts: number
  skipped: number
  authors: number
  categories: number
  tags: number
  comments: number
  commentsLeftOut: number
  subscribers: { consenting: number; suppressed: number; none: number }
  images: number
}

export interface ImportPreview {
  format: SourceFormat
  siteTitle: string
  siteUrl: string | null
  counts: ImportCounts
  skippedReasons: { reason: string; count: number }[]
  notes: SourceNote[]
  terms: SourceTerm[]
  authors: SourceAuthor[]
}

export type ArchiveSurvey = { preview: ImportPreview } & (
  | { format: 'wordpress'; channel: WxrChannel }
  | { format: 'ghost'; ghost: GhostSurvey }
  | { format: 'substack'; substack: SubstackSurvey }
)

export interface ArchiveHandlers {
  onPost: (post: SourcePost) => Promise<void>
  onSubscriber: (subscriber: SourceSubscriber) => Promise<void>
}

type PostSummary = Pick<SourcePost, 'key' | 'title' | 'kind' | 'status' | 'date'> & { approved: number; leftOut: number; images: string[] }

const IMAGE_SRC = /<img\b[^>]*?\ssrc=["']([^"']+)["']/gi

interface CommentTally {
  approved: number
  leftOut: number
}

const GALLERY_IDS = /\[gallery\b[^\]]*?\bids=["']?([\d,\s]+)/gi

function absoluteUrl(url: string, base: string | null): string | null {
  try {
    return new URL(url, base ?? undefined).href
  } catch {
    return null
  }
}

function summaryOf(post: SourcePost, comments?: CommentTally): PostSummary {
  const images = [...post.html.matchAll(IMAGE_SRC)].map((match) => match[1] ?? '')
  for (const gallery of post.html.matchAll(GALLERY_IDS)) images.push(...(gallery[1] ?? '').split(',').map((id) => `${ATTACHMENT_REF}${id.trim()}`))
  if (post.featuredImage) images.push(post.featuredImage.url)
  const approved = post.comments.filter((comment) => comment.approved).length
  const tally = comments ?? { approved, leftOut: post.comments.length - approved }
  return { key: post.key, title: post.title, kind: post.kind, status: post.status, date: post.date, ...tally, images }
}

class Tally {
  readonly summaries: PostSummary[] = []
  readonly subscribers = { consenting: 0, suppressed: 0, none: 0 }
  readonly notes: SourceNote[] = []

  post(post: SourcePost | null, comments?: CommentTally): void {
    if (post) this.summaries.push(summaryOf(post, comments))
  }

  subscriber(subscriber: SourceSubscriber | null): void {
    if (subscriber) this.subscribers[subscriber.consent]++
  }

  note(note: SourceNote): void {
    if (this.notes.length < MAX_NOTES) this.notes.push(note)
  }

  preview(format: SourceFormat, site: { title: string; url: string | null }, terms: SourceTerm[], authors: SourceAuthor[], imageUrl: (url: string) => string | null = (url) => url): ImportPreview {
    const now = new Date()
    const counts: ImportCounts = {
      posts: 0, pages: 0, published: 0, scheduled: 0, drafts: 0, skipped: 0, comments: 0, commentsLeftOut: 0,
      authors: authors.length, categories: terms.filter((term) => term.kind === 'category').length, tags: terms.filter((term) => term.kind === 'tag').length,
      subscribers: this.subscribers, images: 0,
    }
    const reasons = new Map<string, number>()
    const images = new Set<string>()
    for (const summary of this.summaries) {
      counts[summary.kind === 'page' ? 'pages' : 'posts']++
      const outcome = outcomeOf(summary, now)
      counts[outcome === 'draft' ? 'drafts' : outcome]++
      const disposition = dispositionOf(summary, now)
      if (disposition.action === 'skip') {
        reasons.set(disposition.reason, (reasons.get(disposition.reason) ?? 0) + 1)
        this.note({ kind: 'skipped', subject: summary.title || `(untitled ${summary.kind} ${summary.key})`, reason: disposition.reason })
        counts.commentsLeftOut += summary.approved + summary.leftOut
        continue
      }
      counts.comments += summary.approved
      counts.commentsLeftOut += summary.leftOut
      summary.images.forEach((url) => {
        const resolved = imageUrl(url)
        if (resolved) images.add(resolved)
      })
    }
    counts.images = images.size
    const skippedReasons = [...reasons].map(([reason, count]) => ({ reason, count }))
    return { format, siteTitle: site.title, siteUrl: site.url, counts, skippedReasons, notes: this.notes, terms, authors }
  }
}

/** Authors a post names who are not in the export's list of authors (WordPress.com leaves some out). */
function withNamedAuthors(authors: SourceAuthor[], named: Set<string>): SourceAuthor[] {
  const known = new Set(authors.map((author) => author.key))
  return [...authors, ...[...named].filter((key) => key && !known.has(key)).map((key) => ({ key, name: key, email: null, bio: null, oldPaths: [`/author/${key}/`] }))]
}

async function surveyWordpress(file: ImportFile, tally: Tally, signal?: AbortSignal): Promise<ArchiveSurvey> {
  const named = new Set<string>()
  const channel = await surveyWxr(file, (item) => {
    const post = wxrPost(item, null)
    post?.authorKeys.forEach((key) => named.add(key))
    tally.post(post)
  }, signal)
  const authors = withNamedAuthors(channel.authors, named)
  const full = { ...channel, authors }
  const imageUrl = (url: string) => {
    if (url.startsWith(ATTACHMENT_REF)) return channel.attachments.get(url.slice(ATTACHMENT_REF.length))?.url ?? null
    return absoluteUrl(url, channel.siteUrl)
  }
  return { format: 'wordpress', channel: full, preview: tally.preview('wordpress', { title: channel.title, url: channel.siteUrl }, channel.terms, authors, imageUrl) }
}

async function surveyGhostArchive(file: ImportFile, tally: Tally, signal?: AbortSignal): Promise<ArchiveSurvey> {
  const posts: JsonRow[] = []
  const comments = new Map<string, CommentTally>()
  const members: JsonRow[] = []
  const ghost = await surveyGhost(file, (table, row) => {
    // Kept small: only what the counts need once posts_meta and the joins are known.
    if (table === 'posts') posts.push({ id: row.id, uuid: row.uuid, title: row.title, slug: row.slug, type: row.type, page: row.page, status: row.status, visibility: row.visibility, published_at: row.published_at, feature_image: row.feature_image, html: typeof row.html === 'string' ? [...row.html.matchAll(IMAGE_SRC)].map((match) => match[0]).join('') : '' })
    if (table === 'comments') {
      const tallied = comments.get(String(row.post_id)) ?? { approved: 0, leftOut: 0 }
      tallied[row.status === 'published' ? 'approved' : 'leftOut']++
      comments.set(String(row.post_id), tallied)
    }
    if (table === 'members') members.push({ id: row.id, email: row.email, subscribed: row.subscribed, email_disabled: row.email_disabled })
  }, signal)
  for (const row of posts) tally.post(ghostPost(row, ghost, []), comments.get(String(row.id)) ?? { approved: 0, leftOut: 0 })
  for (const row of members) tally.subscriber(ghostMember(row, ghost))
  const authorIds = new Set([...ghost.authorsOfPost.values()].flat())
  const authors = ghost.authors.filter((author) => authorIds.has(author.key) || posts.some((post) => post.author_id === author.key))
  return { format: 'ghost', ghost, preview: tally.preview('ghost', { title: '', url: null }, ghost.terms, authors) }
}

async function surveySubstackArchive(file: ImportFile, tally: Tally, signal?: AbortSignal): Promise<ArchiveSurvey> {
  const substack = await surveySubstack(file, (subscriber) => tally.subscriber(subscriber), signal)
  for (const row of substack.posts.values()) tally.post(substackPost(row, ''))
  substack.notes.forEach((note) => tally.note(note))
  return { format: 'substack', substack, preview: tally.preview('substack', { title: '', url: null }, [], []) }
}

/** The first pass over `file`, whichever export it is; refuses anything that is none (ImportRefused). */
export async function surveyArchive(file: ImportFile, signal?: AbortSignal): Promise<ArchiveSurvey> {
  const format = await detectFormat(file)
  const tally = new Tally()
  if (format === 'wordpress') return surveyWordpress(file, tally, signal)
  if (format === 'ghost') return surveyGhostArchive(file, tally, signal)
  return surveySubstackArchive(file, tally, signal)
}

/** The second pass: every post and subscriber, complete, in the export's order. */
export async function readArchive(file: ImportFile, survey: ArchiveSurvey, handlers: ArchiveHandlers, signal?: AbortSignal): Promise<void> {
  if (survey.format === 'wordpress') return readWxrPosts(file, survey.channel, handlers.onPost, signal)
  if (survey.format === 'ghost') return readGhostRecords(file, survey.ghost, handlers, signal)
  return readSubstackRecords(file, survey.substack, handlers, signal)
}
