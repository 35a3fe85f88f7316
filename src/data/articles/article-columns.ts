// Column lists, `as const`. The dashboard's are select strings, so postgrest-js infers each admin
// fetcher's row type from them. The reading site's are what its functions return (it reads no
// table, migration 20261124000100): article-fetchers.ts types their answers from these lists
// (`Columns`), and the integration tests hold the SQL to them.

/** A card in any public list (home_page, category_page, latest_articles, article_page's related): never `content`. */
export const ARTICLE_CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author' as const
/** The breaking-news ticker (home_page's `breaking`). */
export const ARTICLE_HEADLINE_COLUMNS = 'id,slug,title' as const
/** A search result (search_articles). */
export const ARTICLE_SEARCH_COLUMNS = 'id,slug,title,excerpt,category,publish_date' as const
/**
 * The article page (article_page's `article`): every field (updated_at for its dateModified and
 * article:modified_time tags; status and publish_date for an administrator's preview banner).
 */
export const ARTICLE_PAGE_COLUMNS = `${ARTICLE_CARD_COLUMNS},content,updated_at,status` as const
/** The sitemap (sitemap_articles): the URL and its lastmod. */
export const ARTICLE_SITEMAP_COLUMNS = 'slug,updated_at' as const
/** A row of the dashboard's article list: no image, never `content`. */
export const ARTICLE_ADMIN_LIST_COLUMNS = 'id,slug,title,excerpt,category,publish_date,author,featured,breaking,status' as const
/** What the article editor loads. */
export const ARTICLE_EDIT_COLUMNS =
  'id,slug,title,excerpt,content,category,image_url,image_alt,featured,breaking,updated_at,status,publish_date,author' as const
