/**
 * The plain values every reader maps its export into (read/), and that the later stages
 * (content/, plan/, write/) work on without knowing which platform the file came from.
 */

export type SourceFormat = 'wordpress' | 'ghost' | 'substack'

export const FORMAT_LABELS: Record<SourceFormat, string> = {
  wordpress: 'WordPress (WXR)',
  ghost: 'Ghost (JSON)',
  substack: 'Substack (zip)',
}

/** The bytes of an export, read from the start as often as needed (a browser File fits as is). */
export interface ImportFile {
  name: string
  size: number
  stream(): ReadableStream<Uint8Array>
}

/** A category or tag of the source, with the addresses its archive page had there. */
export interface SourceTerm {
  kind: 'category' | 'tag'
  /** The source's slug, unique per kind. */
  key: string
  name: string
  /** A category's parent category (its key), when nested. */
  parent?: string
  oldPaths: string[]
}

/** A writer of the source; matched to a member by e-mail, else an author with a page of its own. */
export interface SourceAuthor {
  key: string
  name: string
  email: string | null
  bio: string | null
  oldPaths: string[]
}

/** How a post stood on the old site. Only the first three come over as such. */
export type SourceStatus =
  | 'published'
  | 'scheduled'
  | 'draft'
  | 'private'
  | 'trashed'
  | 'password'
  | 'members-only'
  | 'email-only'

export interface SourceComment {
  key: string
  authorName: string
  /** Plain text (the site's comments are text). */
  text: string
  date: string
  approved: boolean
}

export interface SourceImage {
  url: string
  alt: string
}

/** A post or page as the source had it; `html` is its body before any transform. */
export interface SourcePost {
  /** The source's own id: with the format and site, what makes a second run skip it. */
  key: string
  kind: 'post' | 'page'
  title: string
  slug: string
  excerpt: string
  html: string
  /** WordPress bodies need autop and shortcodes; the others are HTML already. */
  body: 'wordpress' | 'html'
  /** ISO 8601 with its offset (or Z), or null when the source has none (a draft). */
  date: string | null
  status: SourceStatus
  featuredImage: SourceImage | null
  authorKeys: string[]
  /** Categories first, then tags, each in the source's order. */
  terms: { kind: SourceTerm['kind']; key: string }[]
  comments: SourceComment[]
  /** Paths on the old site (no host), e.g. `/2019/05/03/hello/` and `/?p=12`. */
  oldPaths: string[]
}

/** What the source says about an address's consent to be mailed. */
export type SourceConsent = 'consenting' | 'suppressed' | 'none'

export interface SourceSubscriber {
  email: string
  consent: SourceConsent
  date: string | null
}

/** Something the reader skipped or changed, for the preview and the report. */
export interface SourceNote {
  kind: 'skipped' | 'warning'
  /** What it concerns: a post's title, an e-mail's domain, an archive entry's name. */
  subject: string
  reason: string
}
