/**
 * What the Edge Functions know of the site, read from the app's own catalogue in src/config and
 * src/lib by relative path: those modules import only relative `.ts` files, so Deno loads them as
 * they are and a fact changed there reaches the feed and the sitemap too (deno-imports.test.ts
 * keeps every file a function reaches loadable by Deno).
 */
import { authorPath as authorPagePath } from '../../../src/config/author-paths.ts'
import { paths } from '../../../src/config/paths.ts'

export { categoryLabel } from '../../../src/config/categories.ts'
export { DEFAULT_ARTICLE_IMAGE, DEFAULT_SITE_NAME as SITE_NAME, SITE_DESCRIPTION, SITE_LANGUAGE } from '../../../src/config/site-catalogue.ts'
export { siteHref } from '../../../src/lib/site-href.ts'

export const HOME_PATH = paths.home
export const articlePath = (slug: string) => paths.article(encodeURIComponent(slug))
export const authorPath = (slug: string) => authorPagePath(encodeURIComponent(slug))
