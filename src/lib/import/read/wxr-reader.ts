import type { ImportFile, SourceAuthor, SourceComment, SourceImage, SourcePost, SourceStatus, SourceTerm } from '../import-types.ts'
import { byteChunks, textChunks } from './import-file.ts'
import { child, childrenNamed, childText, readXmlRecords, type XmlNode } from './xml-records.ts'

/**
 * WordPress's export (WXR): an RSS 2.0 file whose channel holds the site's authors, categories
 * and tags, then one <item> per post, page, attachment, menu item… Attachments can follow the
 * posts that show them, so the file is read twice: `surveyWxr` collects the channel and the
 * attachments, `readWxrPosts` maps each post with them.
 */

export interface WxrChannel {
  title: string
  /** The blog's address (`wp:base_blog_url`, else `<link>`): old links are made from it. */
  siteUrl: string | null
  authors: SourceAuthor[]
  terms: SourceTerm[]
  /** Attachments by post id: the featured images and gallery items posts point at. */
  attachments: Map<string, SourceImage & { caption: string }>
}

interface WxrCategory {
  key: string
  name: string
  parent: string
}

const STATUS: Record<string, SourceStatus> = {
  publish: 'published',
  future: 'scheduled',
  draft: 'draft',
  pending: 'draft',
  private: 'private',
  trash: 'trashed',
}

/** How the first pass names an attachment it has not read yet: `wp-attachment:<post id>`. */
export const ATTACHMENT_REF = 'wp-attachment:'

/** WordPress's zero date for "never" (a draft's GMT date). */
const ZERO_DATE = /^0000-00-00/

function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

/** `2019-05-03 14:07:00` (UTC) as ISO 8601, or null for WordPress's zero date. */
function gmtDate(value: string): string | null {
  if (!value || ZERO_DATE.test(value)) return null
  const date = new Date(`${value.replace(' ', 'T')}Z`)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** RSS's `pubDate` (RFC 822, with its offset) as ISO 8601. */
function rssDate(value: string): string | null {
  const date = new Date(value)
  return value && !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 1970 ? date.toISOString() : null
}

function metaValues(item: XmlNode): Map<string, string> {
  const meta = new Map<string, string>()
  for (const entry of childrenNamed(item, 'wp:postmeta')) meta.set(childText(entry, 'wp:meta_key'), childText(entry, 'wp:meta_value'))
  return meta
}

function authorOf(record: XmlNode): SourceAuthor {
  const login = childText(record, 'wp:author_login')
  const full = `${childText(record, 'wp:author_first_name')} ${childText(record, 'wp:author_last_name')}`.trim()
  return {
    key: login,
    name: childText(record, 'wp:author_display_name') || full || login,
    email: childText(record, 'wp:author_email') || null,
    bio: null,
    oldPaths: [`/author/${login}/`],
  }
}

/** A category's address: WordPress nests it under its parents (`/category/parent/child/`). */
function categoryPaths(categories: readonly WxrCategory[]): SourceTerm[] {
  const byKey = new Map(categories.map((category) => [category.key, category]))
  return categories.map((category) => {
    const chain = [category.key]
    for (let parent = byKey.get(category.parent); parent && chain.length < 20 && !chain.includes(parent.key); parent = byKey.get(parent.parent)) chain.unshift(parent.key)
    const paths = [`/category/${chain.join('/')}/`]
    if (chain.length > 1) paths.push(`/category/${category.key}/`)
    return { kind: 'category' as const, key: category.key, name: category.name, ...(category.parent ? { parent: category.parent } : {}), oldPaths: paths }
  })
}

function readChannel(record: XmlNode, channel: WxrChannel, categories: WxrCategory[]): void {
  switch (record.name) {
    case 'title':
      channel.title = record.text.trim()
      break
    case 'link':
      channel.siteUrl ??= record.text.trim() || null
      break
    case 'wp:base_blog_url':
      channel.siteUrl = record.text.trim() || channel.siteUrl
      break
    case 'wp:author':
      channel.authors.push(authorOf(record))
      break
    case 'wp:category':
      categories.push({ key: decodeSlug(childText(record, 'wp:category_nicename')), name: childText(record, 'wp:cat_name'), parent: decodeSlug(childText(record, 'wp:category_parent')) })
      break
    case 'wp:tag': {
      const key = decodeSlug(childText(record, 'wp:tag_slug'))
      channel.terms.push({ kind: 'tag', key, name: childText(record, 'wp:tag_name') || key, oldPaths: [`/tag/${key}/`] })
      break
    }
  }
}

function readAttachment(item: XmlNode, channel: WxrChannel): void {
  const url = childText(item, 'wp:attachment_url') || childText(item, 'guid')
  if (!url) return
  channel.attachments.set(childText(item, 'wp:post_id'), {
    url,
    alt: metaValues(item).get('_wp_attachment_image_alt') ?? '',
    caption: childText(item, 'excerpt:encoded'),
  })
}

function wxrText(file: ImportFile, signal?: AbortSignal) {
  return textChunks(byteChunks(file.stream(), signal))
}

/** The first pass: the channel (site, authors, categories, tags) and every attachment. */
export async function surveyWxr(file: ImportFile, onItem: (item: XmlNode) => void, signal?: AbortSignal): Promise<WxrChannel> {
  const channel: WxrChannel = { title: '', siteUrl: null, authors: [], terms: [], attachments: new Map() }
  const categories: WxrCategory[] = []
  await readXmlRecords(wxrText(file, signal), {
    root: 'rss',
    recordDepth: 3,
    onRecord: (record) => {
      if (record.name !== 'item') return readChannel(record, channel, categories)
      if (childText(record, 'wp:post_type') === 'attachment') readAttachment(record, channel)
      onItem(record)
    },
  })
  channel.terms.unshift(...categoryPaths(categories))
  const byLogin = new Map(channel.authors.filter((author) => author.key).map((author) => [author.key, author]))
  return { ...channel, authors: [...byLogin.values()] }
}

function commentsOf(item: XmlNode): SourceComment[] {
  return childrenNamed(item, 'wp:comment').map((comment) => {
    const type = childText(comment, 'wp:comment_type')
    return {
      key: childText(comment, 'wp:comment_id'),
      authorName: childText(comment, 'wp:comment_author'),
      text: childText(comment, 'wp:comment_content'),
      date: gmtDate(childText(comment, 'wp:comment_date_gmt')) ?? rssDate(childText(comment, 'wp:comment_date')) ?? '',
      // Pingbacks and trackbacks are other sites' notices, not readers' comments.
      approved: childText(comment, 'wp:comment_approved') === '1' && (type === '' || type === 'comment'),
    }
  })
}

function statusOf(item: XmlNode): SourceStatus | null {
  if (childText(item, 'wp:post_password')) return 'password'
  return STATUS[childText(item, 'wp:status')] ?? null
}

function oldPathsOf(item: XmlNode, id: string, kind: SourcePost['kind']): string[] {
  const paths = [childText(item, 'link'), kind === 'page' ? `/?page_id=${id}` : `/?p=${id}`]
  const guid = childText(item, 'guid')
  if (/[?&](p|page_id)=\d+/.test(guid)) paths.push(guid)
  return paths.filter(Boolean)
}

/** A post or page item as a SourcePost (null for attachments, menu items and other types). */
export function wxrPost(item: XmlNode, channel: WxrChannel | null): SourcePost | null {
  const type = childText(item, 'wp:post_type')
  if (type !== 'post' && type !== 'page') return null
  const status = statusOf(item)
  if (!status) return null
  const id = childText(item, 'wp:post_id')
  const thumbnail = metaValues(item).get('_thumbnail_id')
  // Before the attachments are known (the first pass), the image is named by its attachment id.
  const featured = thumbnail ? (channel ? channel.attachments.get(thumbnail) : { url: `${ATTACHMENT_REF}${thumbnail}`, alt: '' }) : undefined
  return {
    key: id,
    kind: type,
    title: child(item, 'title')?.text.trim() ?? '',
    slug: decodeSlug(childText(item, 'wp:post_name')),
    excerpt: childText(item, 'excerpt:encoded'),
    html: child(item, 'content:encoded')?.text ?? '',
    body: 'wordpress',
    date: gmtDate(childText(item, 'wp:post_date_gmt')) ?? (status === 'draft' ? null : rssDate(childText(item, 'pubDate'))),
    status,
    featuredImage: featured ? { url: featured.url, alt: featured.alt } : null,
    authorKeys: [childText(item, 'dc:creator')].filter(Boolean),
    terms: childrenNamed(item, 'category').flatMap((term): SourcePost['terms'] => {
      const kind = term.attributes.domain === 'category' ? 'category' : term.attributes.domain === 'post_tag' ? 'tag' : null
      const key = decodeSlug(term.attributes.nicename ?? '')
      return kind && key ? [{ kind, key }] : []
    }).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'category' ? -1 : 1)),
    comments: commentsOf(item),
    oldPaths: oldPathsOf(item, id, type),
  }
}

/** The second pass: every post and page, with its featured image from the survey's attachments. */
export async function readWxrPosts(file: ImportFile, channel: WxrChannel, onPost: (post: SourcePost) => Promise<void>, signal?: AbortSignal): Promise<void> {
  await readXmlRecords(wxrText(file, signal), {
    root: 'rss',
    recordDepth: 3,
    onRecord: async (record) => {
      if (record.name !== 'item') return
      const post = wxrPost(record, channel)
      if (post) await onPost(post)
    },
  })
}
