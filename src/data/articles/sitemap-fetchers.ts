import type { DbClient } from '../db-client.ts'
import { keysetPage } from '../keyset.ts'

/**
 * One page of the human /sitemap.xml (`sitemap_articles`): articles by slug after `afterSlug`
 * (the slug index serves it, so any page costs what the first does), one row more than shown to
 * know whether another page follows. The function answers 1,000 rows at most.
 */
export async function fetchSitemapPage(db: DbClient, afterSlug: string | null, pageSize: number) {
  const args = afterSlug ? { after_slug: afterSlug, max_rows: pageSize + 1 } : { max_rows: pageSize + 1 }
  const { data: found } = await db.rpc('sitemap_articles', args, { get: true }).throwOnError()
  const articles = found.slice(0, pageSize)
  const lastShown = found.length > pageSize ? articles.at(-1) : undefined
  return { articles, nextAfter: lastShown?.slug ?? null }
}

/**
 * A page of author-page slugs for the readers' sitemap page, in slug order after `afterSlug`
 * (`sitemap_authors`, by key on the slug index); `nextAfter` is where the next page starts.
 */
export async function fetchSitemapAuthorPage(db: DbClient, afterSlug: string | null, pageSize: number) {
  const args = afterSlug ? { after_slug: afterSlug, max_rows: pageSize + 1 } : { max_rows: pageSize + 1 }
  const { data } = await db.rpc('sitemap_authors', args, { get: true }).throwOnError()
  const found = Array.isArray(data) ? data.filter((slug): slug is string => typeof slug === 'string') : []
  const { rows, hasMore } = keysetPage(found, pageSize)
  return { slugs: rows, nextAfter: hasMore ? (rows.at(-1) ?? null) : null }
}
