import type { ArticlePage, HomePage } from '@/data/articles/article-fetchers.ts'

declare global {
  interface Window {
    /** Set by index.html (build/vite-plugins/vite-early-page-data.ts): `home_page()`, requested with the document. */
    __earlyHomePage?: Promise<unknown>
    /** Set by index.html on `/{slug}`: `article_page(slug)`, requested with the document. */
    __earlyArticlePage?: { slug: string; page: Promise<unknown> }
  }
}

/** The home_page response index.html started, handed out once (later loads fetch as usual). */
export function takeEarlyHomePage(): Promise<HomePage> | undefined {
  const early = window.__earlyHomePage
  window.__earlyHomePage = undefined
  return early as Promise<HomePage> | undefined
}

/** The article_page response index.html started for this slug, handed out once. */
export function takeEarlyArticlePage(slug: string): Promise<ArticlePage> | undefined {
  const early = window.__earlyArticlePage
  window.__earlyArticlePage = undefined
  return early?.slug === slug ? (early.page as Promise<ArticlePage>) : undefined
}
