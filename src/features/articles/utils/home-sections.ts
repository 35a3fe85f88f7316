import { HOME_SECTION_CATEGORIES, type Category } from '@/config/categories.ts'
import type { ArticleCard, HomePage } from '@/data/articles/article-fetchers.ts'

export interface HomeSection {
  category: Category
  articles: ArticleCard[]
}

/** The ten front-page sections in navigation order, from the one home_page() document. */
export function homeSections(page: HomePage): HomeSection[] {
  const byCategory = new Map(page.sections.map((section) => [section.category, section.articles]))
  return HOME_SECTION_CATEGORIES.map((category) => ({ category, articles: byCategory.get(category.value) ?? [] }))
}
