// What the reader functions' json answers hold, as `as const` column lists: the contract between
// the SQL (migrations 20261124000100 and 20261124000300) and the types in database.ts, which
// derive each answer's rows from these lists. tests/product/data-layer.test.ts holds the SQL
// to them. They live here, not in src/data, because the clients' Database type (shared code)
// is built from them.

/** The names in an `as const` column list: `Columns<'id,slug'>` is `'id' | 'slug'`. */
export type Columns<List extends string> = List extends `${infer Name},${infer Rest}` ? Name | Columns<Rest> : List

/** A card in any public list (home_page, category_page, latest_articles, article_page's related): never `content`. */
export const ARTICLE_CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author' as const
/** The breaking-news ticker (home_page's `breaking`). */
export const ARTICLE_HEADLINE_COLUMNS = 'id,slug,title' as const
/** A search result (search_articles). */
export const ARTICLE_SEARCH_COLUMNS = 'id,slug,title,excerpt,category,publish_date' as const
/** A "Did you mean" title (search_articles' `suggestions`, when nothing matched): a link to the article. */
export const ARTICLE_SUGGESTION_COLUMNS = 'slug,title' as const
/**
 * The article page (article_page's `article`): every field (updated_at for its dateModified and
 * article:modified_time tags; status and publish_date for an administrator's preview banner).
 */
export const ARTICLE_PAGE_COLUMNS = `${ARTICLE_CARD_COLUMNS},content,updated_at,status` as const
/** What article_page's `article` adds to its columns: the author page its byline links to (null: none). */
export const ARTICLE_PAGE_LINK_COLUMNS = 'author_slug' as const
/** A member as their public author page shows them (author_page's `author`): never an e-mail, id or role. */
export const AUTHOR_PROFILE_COLUMNS = 'display_name,bio,slug' as const
/** The sitemap (sitemap_articles): the URL and its lastmod. */
export const ARTICLE_SITEMAP_COLUMNS = 'slug,updated_at' as const
/** What a reader sees of an approved comment (article_page's `comments`). */
export const APPROVED_COMMENT_COLUMNS = 'id,author_name,content,created_at' as const
/** What comment_statuses answers for each id it knows. */
export const COMMENT_STATUS_COLUMNS = 'id,status' as const
/** A video post (recent_videos; the dashboard's list selects the same). */
export const VIDEO_COLUMNS = 'id,title,url,created_at' as const
