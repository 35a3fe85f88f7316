import type { ArticleCard } from '@/data/articles/article-fetchers.ts'

/**
 * Trending (decisions §4): featured articles first, newest first, topped up with the newest
 * articles that are not already in the list.
 */
export function selectTrending(featured: ArticleCard[], latest: ArticleCard[], size: number): ArticleCard[] {
  const byNewest = (a: ArticleCard, b: ArticleCard) => b.publish_date.localeCompare(a.publish_date)
  const picked = [...featured].filter((article) => article.featured).sort(byNewest).slice(0, size)
  const seen = new Set(picked.map((article) => article.id))
  for (const article of [...latest].sort(byNewest)) {
    if (picked.length >= size) break
    if (seen.has(article.id)) continue
    seen.add(article.id)
    picked.push(article)
  }
  return picked
}
