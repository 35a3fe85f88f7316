import type { HeadMeta } from '@/components/head-tags.tsx'
import { authorPath } from '@/config/author-paths.ts'
import { categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { serializeJsonLd } from '@/lib/json-ld.ts'
import { previewImage } from '@/lib/preview-image.ts'
import type { Tables } from '@/types/database.types.ts'
import { articleImageSrc, featuredImageAlt } from './article-image-attrs.ts'

export type HeadArticle = Pick<
  Tables<'articles'>,
  'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'publish_date' | 'updated_at' | 'image_url' | 'image_alt'
> & {
  /** The author page the byline links to, when the writer has one. */
  author_slug?: string | null
}

export interface ArticleHead {
  meta: HeadMeta[]
  canonical: string
  jsonLd: string
}

function isoDate(value: string | null | undefined): string | undefined {
  const time = value ? new Date(value).getTime() : Number.NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/**
 * Link-preview tags (Open Graph, article:*, Twitter card) and a schema.org NewsArticle for an
 * article page, with absolute URLs on `origin`.
 */
export function articleHead(article: HeadArticle, origin: string, siteName: string): ArticleHead {
  const url = new URL(paths.article(article.slug), origin).href
  const preview = previewImage(articleImageSrc(article.image_url))
  const image = new URL(preview.src, origin).href
  const imageAlt = featuredImageAlt(article)
  const section = categoryLabel(article.category)
  const published = isoDate(article.publish_date)
  const modified = isoDate(article.updated_at) ?? published

  const property = (key: string, content: string | undefined): HeadMeta[] => (content ? [{ attribute: 'property', key, content }] : [])
  const name = (key: string, content: string): HeadMeta => ({ attribute: 'name', key, content })

  const meta: HeadMeta[] = [
    ...property('og:type', 'article'),
    ...property('og:site_name', siteName),
    ...property('og:locale', 'en_US'),
    ...property('og:title', article.title),
    ...property('og:description', article.excerpt),
    ...property('og:url', url),
    ...property('og:image', image),
    ...property('og:image:width', preview.size && String(preview.size.width)),
    ...property('og:image:height', preview.size && String(preview.size.height)),
    ...property('og:image:alt', imageAlt),
    ...property('article:published_time', published),
    ...property('article:modified_time', modified),
    ...property('article:section', section),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', article.title),
    name('twitter:description', article.excerpt),
    name('twitter:image', image),
    name('twitter:image:alt', imageAlt),
  ]

  const jsonLd = serializeJsonLd({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.excerpt,
    image: [image],
    datePublished: published,
    dateModified: modified,
    author: [{
      '@type': 'Person',
      name: article.author,
      ...(article.author_slug ? { url: new URL(authorPath(encodeURIComponent(article.author_slug)), origin).href } : {}),
    }],
    articleSection: section,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    publisher: {
      '@type': 'Organization',
      name: siteName,
      url: new URL(paths.home, origin).href,
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
    },
  })

  return { meta, canonical: url, jsonLd }
}
