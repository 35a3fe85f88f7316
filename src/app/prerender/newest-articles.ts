import { CATEGORIES } from '@/config/categories.ts'
import { fetchCategoryPage, type CategoryCursor } from '@/data/articles/article-fetchers.ts'
import type { DbClient } from '@/data/db-client.ts'

/** The reader function's largest page. */
const PAGE_SIZE = 48

interface Lane {
  articles: { slug: string; publish_date: string; id: string }[]
  next: CategoryCursor | undefined
  category: string
}

const newer = (a: { publish_date: string; id: string }, b: { publish_date: string; id: string }) =>
  a.publish_date === b.publish_date ? a.id > b.id : Date.parse(a.publish_date) > Date.parse(b.publish_date)

/**
 * The slugs of the `limit` newest published articles, newest first, through the readers' own
 * `category_page` (the anon key reads no table): the categories' pages merged by
 * (publish_date desc, id desc), each read a page at a time only as far as the merge needs, so
 * about limit/48 + 14 requests whatever the size of the archive.
 */
export async function newestArticleSlugs(db: DbClient, limit: number): Promise<string[]> {
  if (limit <= 0) return []
  const lanes: Lane[] = await Promise.all(CATEGORIES.map(async ({ value }) => ({ ...(await fetchCategoryPage(db, value, null, PAGE_SIZE)), category: value })))
  const slugs: string[] = []
  while (slugs.length < limit) {
    let best: Lane | undefined
    for (const lane of lanes) {
      const head = lane.articles[0]
      const top = best?.articles[0]
      if (head && (!top || newer(head, top))) best = lane
    }
    const article = best?.articles.shift()
    if (!best || !article) break
    slugs.push(article.slug)
    if (best.articles.length === 0 && best.next) Object.assign(best, await fetchCategoryPage(db, best.category, best.next, PAGE_SIZE))
  }
  return slugs
}
