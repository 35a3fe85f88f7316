// The dashboard's column lists, `as const` select strings: postgrest-js infers each admin
// fetcher's row type from them. The reading site's lists (what its json functions return) are in
// src/types/reader-columns.ts.

/** A row of the dashboard's article list: no image, never `content`. */
export const ARTICLE_ADMIN_LIST_COLUMNS = 'id,slug,title,excerpt,category,publish_date,author,featured,breaking,status,review_requested_at' as const
/** What the article editor loads. */
export const ARTICLE_EDIT_COLUMNS =
  'id,slug,title,excerpt,content,category,image_url,image_alt,featured,breaking,updated_at,status,publish_date,author' as const
