import type { ImportFile, SourceAuthor, SourceComment, SourceConsent, SourcePost, SourceStatus, SourceSubscriber, SourceTerm } from '../import-types.ts'
import { byteChunks, ImportRefused, textChunks } from './import-file.ts'
import { readJsonRows, type JsonRow } from './json-rows.ts'

/**
 * Ghost's export (Settings → Migration → Export): one JSON document holding Ghost's tables, in
 * alphabetical order, so `posts` comes before the `posts_tags`, `posts_authors`, `tags` and
 * `users` it needs, and `members` before `members_newsletters` and `suppressions`. The file is
 * read twice: `surveyGhost` keeps the small tables and the joins, `readGhostRecords` maps posts
 * and members with them.
 */

/** Ghost writes its own address as this placeholder in links and image URLs. */
const GHOST_URL = '__GHOST_URL__'

export interface GhostSurvey {
  version: string
  authors: SourceAuthor[]
  terms: SourceTerm[]
  /** Public tags' slugs by id: posts_tags names tags by id. */
  tagSlugs: Map<string, string>
  tagsOfPost: Map<string, string[]>
  authorsOfPost: Map<string, string[]>
  /** posts_meta: the featured image's alt text, and whether a post was sent by e-mail only. */
  postMeta: Map<string, { alt: string; emailOnly: boolean }>
  /** Members with a newsletter subscription (Ghost 5's members_newsletters). */
  subscribedMembers: Set<string>
  suppressedEmails: Set<string>
  /** Members who commented: their names are kept for the comments' bylines. */
  commenters: Set<string>
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')
const isTrue = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true'

/** Ghost dates: ISO strings (UTC) in current exports, epoch milliseconds in very old ones. */
function ghostDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Adds `value` to `key`'s list in its sort order (the joins' sort_order; rows may come in any order). */
function push(map: Map<string, string[]>, orders: Map<string, number[]>, key: string, value: string, order: number): void {
  const list = map.get(key) ?? []
  const listOrders = orders.get(key) ?? []
  let at = listOrders.findIndex((existing) => existing > order)
  if (at < 0) at = list.length
  list.splice(at, 0, value)
  listOrders.splice(at, 0, order)
  map.set(key, list)
  orders.set(key, listOrders)
}

const tagOrders = new WeakMap<GhostSurvey, Map<string, number[]>>()
const authorOrders = new WeakMap<GhostSurvey, Map<string, number[]>>()

function ordersOf(store: WeakMap<GhostSurvey, Map<string, number[]>>, survey: GhostSurvey): Map<string, number[]> {
  const orders = store.get(survey) ?? new Map<string, number[]>()
  store.set(survey, orders)
  return orders
}

function emptySurvey(): GhostSurvey {
  return {
    version: '', authors: [], terms: [], tagSlugs: new Map(), tagsOfPost: new Map(), authorsOfPost: new Map(), postMeta: new Map(),
    subscribedMembers: new Set(), suppressedEmails: new Set(), commenters: new Set(),
  }
}

function surveyRow(survey: GhostSurvey, table: string, row: JsonRow): void {
  switch (table) {
    case 'meta':
      survey.version = text(row.version)
      break
    case 'tags':
      // Internal tags (#name) organise Ghost's own themes; readers never saw them.
      if (row.visibility !== 'internal' && !text(row.name).startsWith('#')) {
        survey.terms.push({ kind: 'tag', key: text(row.slug), name: text(row.name), oldPaths: [`/tag/${text(row.slug)}/`] })
        survey.tagSlugs.set(text(row.id), text(row.slug))
      }
      break
    case 'users':
      survey.authors.push({ key: text(row.id), name: text(row.name), email: text(row.email) || null, bio: text(row.bio) || null, oldPaths: [`/author/${text(row.slug)}/`] })
      break
    case 'posts_tags':
      push(survey.tagsOfPost, ordersOf(tagOrders, survey), text(row.post_id), text(row.tag_id), Number(row.sort_order) || 0)
      break
    case 'posts_authors':
      push(survey.authorsOfPost, ordersOf(authorOrders, survey), text(row.post_id), text(row.author_id), Number(row.sort_order) || 0)
      break
    case 'posts_meta':
      survey.postMeta.set(text(row.post_id), { alt: text(row.feature_image_alt), emailOnly: isTrue(row.email_only) })
      break
    case 'members_newsletters':
      survey.subscribedMembers.add(text(row.member_id))
      break
    case 'suppressions':
      survey.suppressedEmails.add(text(row.email).toLowerCase())
      break
    case 'comments':
      survey.commenters.add(text(row.member_id))
      break
  }
}

function ghostText(file: ImportFile, signal?: AbortSignal) {
  return textChunks(byteChunks(file.stream(), signal))
}

/** The first pass: tags, users and the joins; `onRow` sees every row too (for the counts). */
export async function surveyGhost(file: ImportFile, onRow: (table: string, row: JsonRow) => void, signal?: AbortSignal): Promise<GhostSurvey> {
  const survey = emptySurvey()
  let sawMeta = false
  await readJsonRows(ghostText(file, signal), (table, row) => {
    if (table === 'meta') sawMeta = true
    surveyRow(survey, table, row)
    onRow(table, row)
  })
  if (!sawMeta) throw new ImportRefused('The file is JSON but has no Ghost "meta" block: it is not a Ghost export.')
  return survey
}

function statusOf(row: JsonRow, emailOnly: boolean): SourceStatus | null {
  if (emailOnly || row.status === 'sent') return 'email-only'
  const visibility = text(row.visibility) || 'public'
  const status: Record<string, SourceStatus> = { published: 'published', scheduled: 'scheduled', draft: 'draft' }
  const mapped = status[text(row.status)]
  if (mapped && mapped !== 'draft' && visibility !== 'public') return 'members-only'
  return mapped ?? null
}

/** A Ghost post row as a SourcePost, with its tags and authors from the survey's joins. */
export function ghostPost(row: JsonRow, survey: GhostSurvey, comments: SourceComment[]): SourcePost | null {
  const id = text(row.id)
  const meta = survey.postMeta.get(id)
  const status = statusOf(row, meta?.emailOnly ?? false)
  if (!status) return null
  const kind = row.type === 'page' || isTrue(row.page) ? 'page' : 'post'
  const slug = text(row.slug)
  const feature = text(row.feature_image)
  return {
    key: text(row.uuid) || id,
    kind,
    title: text(row.title),
    slug,
    excerpt: text(row.custom_excerpt),
    // Links to the old site become paths (they then resolve here through the redirects).
    html: text(row.html).replaceAll(`href="${GHOST_URL}`, 'href="'),
    body: 'html',
    date: ghostDate(row.published_at),
    status,
    featuredImage: feature ? { url: feature, alt: meta?.alt ?? '' } : null,
    authorKeys: survey.authorsOfPost.get(id)?.filter(Boolean) ?? [text(row.author_id)].filter(Boolean),
    terms: (survey.tagsOfPost.get(id) ?? []).flatMap((tagId) => {
      const key = survey.tagSlugs.get(tagId)
      return key ? [{ kind: 'tag' as const, key }] : []
    }),
    comments,
    oldPaths: [`/${slug}/`, `/${slug}/amp/`],
  }
}

/** A member as a subscriber: consenting with a newsletter subscription, suppressed when Ghost stopped mailing them. */
export function ghostMember(row: JsonRow, survey: GhostSurvey): SourceSubscriber | null {
  const email = text(row.email).trim()
  if (!email) return null
  let consent: SourceConsent = survey.subscribedMembers.has(text(row.id)) || isTrue(row.subscribed) ? 'consenting' : 'none'
  if (isTrue(row.email_disabled) || survey.suppressedEmails.has(email.toLowerCase())) consent = 'suppressed'
  return { email, consent, date: ghostDate(row.created_at) }
}

function ghostComment(row: JsonRow, names: Map<string, string>): SourceComment {
  return {
    key: text(row.id),
    authorName: names.get(text(row.member_id)) ?? 'Reader',
    text: text(row.html),
    date: ghostDate(row.created_at) ?? '',
    approved: text(row.status) === 'published',
  }
}

export interface GhostRecordHandlers {
  onPost: (post: SourcePost) => Promise<void>
  onSubscriber: (subscriber: SourceSubscriber) => Promise<void>
}

/**
 * The second pass. Comments precede members and members precede posts, so comments are held by
 * post (only those the post will show) until their post arrives, and commenters' names kept.
 */
export async function readGhostRecords(file: ImportFile, survey: GhostSurvey, handlers: GhostRecordHandlers, signal?: AbortSignal): Promise<void> {
  const commentsOf = new Map<string, JsonRow[]>()
  const names = new Map<string, string>()
  await readJsonRows(ghostText(file, signal), async (table, row) => {
    if (table === 'comments' && text(row.status) === 'published') {
      const list = commentsOf.get(text(row.post_id)) ?? []
      list.push(row)
      commentsOf.set(text(row.post_id), list)
    }
    if (table === 'members') {
      if (survey.commenters.has(text(row.id))) names.set(text(row.id), text(row.name) || text(row.email).split('@')[0] || 'Reader')
      const subscriber = ghostMember(row, survey)
      if (subscriber) await handlers.onSubscriber(subscriber)
    }
    if (table === 'posts') {
      const comments = (commentsOf.get(text(row.id)) ?? []).map((comment) => ghostComment(comment, names))
      commentsOf.delete(text(row.id))
      const post = ghostPost(row, survey, comments)
      if (post) await handlers.onPost(post)
    }
  })
}
