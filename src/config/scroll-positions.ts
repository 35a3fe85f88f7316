/**
 * Where the reader was in each page of this tab's history (sessionStorage, by history entry key):
 * React Router's <ScrollRestoration /> store, which a prerendered page's loader
 * (build/prerender/first-paint.ts) shares, so it lives apart from site.ts and its env.
 */
export const SCROLL_POSITIONS_KEY = 'news-blog:scroll-positions'
