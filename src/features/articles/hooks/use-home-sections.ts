import { useQueries } from '@tanstack/react-query'
import { HOME_SECTION_CATEGORIES, type Category } from '@/config/categories.ts'
import { HOME_SECTION_SIZE } from '@/config/site.ts'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'

export interface HomeSection {
  category: Category
  articles: ArticleCard[]
}

/** The ten front-page sections, each its own small indexed query of at most ten rows. */
export function useHomeSections() {
  return useQueries({
    queries: HOME_SECTION_CATEGORIES.map((category) => articleQueries.category(category.value, HOME_SECTION_SIZE)),
    combine: (results) => ({
      sections: results.map((result, index): HomeSection => ({ category: HOME_SECTION_CATEGORIES[index], articles: result.data ?? [] })),
      isPending: results.some((result) => result.isPending),
    }),
  })
}
