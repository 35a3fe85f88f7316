import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase.ts'
import type { Tables } from '@/types/database.types.ts'

export type ArticleCard = Pick<
  Tables<'articles'>,
  'id' | 'slug' | 'title' | 'excerpt' | 'category' | 'publish_date' | 'image_url' | 'image_alt' | 'featured' | 'breaking' | 'author'
>

/** Columns a list shows: never `content`. */
export const ARTICLE_CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author'

export async function fetchLatestArticles(limit: number): Promise<ArticleCard[]> {
  const { data } = await supabase
    .from('articles')
    .select(ARTICLE_CARD_COLUMNS)
    .order('publish_date', { ascending: false })
    .limit(limit)
    .throwOnError()
  return data
}

export const articleQueries = {
  all: () => ['articles'] as const,
  latest: (limit: number) =>
    queryOptions({ queryKey: [...articleQueries.all(), 'latest', limit], queryFn: () => fetchLatestArticles(limit) }),
}
