import { useMemo } from 'react'
import { HeadTags } from '@/components/head-tags.tsx'
import { SITE_NAME } from '@/config/site.ts'
import { articleHead, type HeadArticle } from '../utils/article-head.ts'

/** The article's link-preview tags and NewsArticle JSON-LD in <head> while it is shown. */
export function ArticleHeadTags({ article }: { article: HeadArticle }) {
  // None while the build prerenders the page: it writes the same tags into the HTML's <head> itself.
  const head = useMemo(() => (typeof window === 'undefined' ? undefined : articleHead(article, window.location.origin, SITE_NAME)), [article])
  return head ? <HeadTags meta={head.meta} canonical={head.canonical} jsonLd={head.jsonLd} /> : null
}
