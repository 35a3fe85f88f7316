import type { HomePage } from '@/data/articles/article-fetchers.ts'

declare global {
  interface Window {
    /** Set by index.html (scripts/vite-early-home-page.ts): `home_page()`, requested with the document. */
    __earlyHomePage?: Promise<unknown>
  }
}

/** The home_page response index.html started, handed out once (later loads fetch as usual). */
export function takeEarlyHomePage(): Promise<HomePage> | undefined {
  const early = window.__earlyHomePage
  window.__earlyHomePage = undefined
  return early as Promise<HomePage> | undefined
}
