// Select strings are `as const` so postgrest-js infers each fetcher's row type from them.

/** A card in any public list: never `content`. */
export const ARTICLE_CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author' as const
/** The breaking-news ticker. */
export const ARTICLE_HEADLINE_COLUMNS = 'id,slug,title' as const
/** A search result. */
export const ARTICLE_SEARCH_COLUMNS = 'id,slug,title,excerpt,category,publish_date' as const
/** The article page: every field (updated_at for its dateModified and article:modified_time tags). */
export const ARTICLE_PAGE_COLUMNS = `${ARTICLE_CARD_COLUMNS},content,updated_at` as const
/** The sitemap: the URL and its lastmod. */
export const ARTICLE_SITEMAP_COLUMNS = 'slug,updated_at' as const
/** A row of the dashboard's article list: no image, never `content`. */
export const ARTICLE_ADMIN_LIST_COLUMNS = 'id,slug,title,excerpt,category,publish_date,author,featured,breaking' as const
/** What the article editor loads. */
export const ARTICLE_EDIT_COLUMNS = 'id,slug,title,excerpt,content,category,image_url,image_alt,featured,breaking,updated_at' as const
