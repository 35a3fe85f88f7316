/**
 * How wide each article image is drawn, for `sizes`, so the browser picks the smallest stored
 * width that fills it (image-variants.ts). They follow the layout: content at most 1248 px wide
 * (max-w-7xl less padding), the sidebar 20rem from lg, the gaps between columns.
 * The lead's and the hero's are also what index.html's early script preloads (build/vite-plugins/vite-early-page-data.ts):
 * the same srcset and sizes make the preload the very request the <img> needs.
 */
export const IMAGE_SIZES = {
  /** Home's lead story: 3/5 of the main column from xl, the main column from lg, the page below. */
  lead: '(min-width: 1280px) 520px, (min-width: 1024px) calc(100vw - 384px), calc(100vw - 32px)',
  /** The article page's featured image: the main column. */
  hero: '(min-width: 1280px) 896px, (min-width: 1024px) calc(100vw - 384px), calc(100vw - 32px)',
  /** Category grid and related articles: three, two or one per row. */
  gridCard: '(min-width: 1280px) 283px, (min-width: 1024px) calc(50vw - 204px), (min-width: 640px) calc(50vw - 28px), calc(100vw - 32px)',
  /** Home section cards: a fixed thumbnail. */
  sectionCard: '(min-width: 640px) 160px, 112px',
  latestNews: '80px',
  trending: '64px',
} as const
