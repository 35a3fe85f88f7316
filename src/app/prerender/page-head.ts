import type { HeadMeta } from '@/components/head-tags.tsx'
import { articleHead, type HeadArticle } from '@/features/articles/utils/article-head.ts'
import { previewImage } from '@/lib/preview-image.ts'
import { escapeXml } from '@/lib/xml.ts'

export interface PageHeadInput {
  /** The page's own address (the canonical one), e.g. `/category/political`. */
  path: string
  /** The site's public origin, for the absolute URLs previews and crawlers need. */
  origin: string
  siteName: string
  /** What `<DocumentMeta>` gave while the page rendered. */
  title?: string
  description?: string
  noIndex?: boolean
  /** The article an article page shows: its Open Graph, article:* and NewsArticle tags. */
  article?: HeadArticle
  /** The picture a page that is not an article shares (home: its lead story's). */
  image?: string | null
}

/** The spec's title pattern: '{page} - {site name}', the site name alone on home. */
export function pageTitle(title: string | undefined, siteName: string): string {
  return title ? `${title} - ${siteName}` : siteName
}

const attribute = (value: string) => escapeXml(value)

function metaTag({ attribute: kind, key, content }: HeadMeta): string {
  return `<meta ${kind}="${attribute(key)}" content="${attribute(content)}">`
}

/** Open Graph and Twitter tags for a page that is not an article. */
function websiteMeta(input: PageHeadInput, url: string, title: string): HeadMeta[] {
  const meta: HeadMeta[] = [
    { attribute: 'property', key: 'og:type', content: 'website' },
    { attribute: 'property', key: 'og:site_name', content: input.siteName },
    { attribute: 'property', key: 'og:locale', content: 'en_US' },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:url', content: url },
  ]
  if (input.description) meta.push({ attribute: 'property', key: 'og:description', content: input.description })
  const image = input.image?.trim() ? previewImage(input.image.trim()) : undefined
  if (image) {
    meta.push({ attribute: 'property', key: 'og:image', content: new URL(image.src, input.origin).href })
    if (image.size) {
      meta.push({ attribute: 'property', key: 'og:image:width', content: String(image.size.width) })
      meta.push({ attribute: 'property', key: 'og:image:height', content: String(image.size.height) })
    }
  }
  meta.push({ attribute: 'name', key: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })
  return meta
}

/**
 * The `<head>` tags of a prerendered page, as HTML: title, description, robots, canonical, the
 * link-preview tags and, on an article, its NewsArticle JSON-LD (a data block, which the
 * Content-Security-Policy does not govern). The browser's `<DocumentMeta>` and `<HeadTags>` set
 * the same values once the app runs.
 */
export function pageHeadHtml(input: PageHeadInput): string {
  const title = pageTitle(input.title, input.siteName)
  const tags = [`<title>${escapeXml(title)}</title>`]
  if (input.description) tags.push(`<meta name="description" content="${attribute(input.description)}">`)
  if (input.noIndex) tags.push('<meta name="robots" content="noindex">')
  if (input.article) {
    const head = articleHead(input.article, input.origin, input.siteName)
    tags.push(`<link rel="canonical" href="${attribute(head.canonical)}">`, ...head.meta.map(metaTag))
    tags.push(`<script type="application/ld+json">${head.jsonLd}</script>`)
  } else {
    const url = new URL(input.path, input.origin).href
    tags.push(`<link rel="canonical" href="${attribute(url)}">`, ...websiteMeta(input, url, input.title ?? input.siteName).map(metaTag))
  }
  return tags.join('\n    ')
}
