import type { ArticleCard, AuthorProfile } from '../../types/database.ts'
import type { DbClient } from '../db-client.ts'
import { keysetPage } from '../keyset.ts'

export type { AuthorProfile } from '../../types/database.ts'

/** Where the next page of an author's articles starts: just after this article in (publish_date desc, id desc) order. */
export interface AuthorCursor {
  publish_date: string
  id: string
}

export interface AuthorArticlesPage {
  /** Null when no member with a public page has the slug (unknown, or a member without a name). */
  author: AuthorProfile | null
  articles: ArticleCard[]
  /** Undefined on the last page. */
  next: AuthorCursor | undefined
}

/**
 * One page of an author's page, newest first, by key (`author_page`): the member's name, bio and
 * slug, and their visible articles before `before` in the order of the (author_id, publish_date
 * desc, id desc) index, so the hundredth "Load more" reads what the first does. The function
 * clamps page_size to 1–24 and answers one row more than the page to tell another follows.
 */
export async function fetchAuthorPage(db: DbClient, slug: string, before: AuthorCursor | null, pageSize: number): Promise<AuthorArticlesPage> {
  const args = before
    ? { slug, before_date: before.publish_date, before_id: before.id, page_size: pageSize }
    : { slug, page_size: pageSize }
  const { data } = await db.rpc('author_page', args, { get: true }).throwOnError()
  const { rows, hasMore } = keysetPage(data.articles, pageSize)
  const last = rows.at(-1)
  return { author: data.author, articles: rows, next: hasMore && last ? { publish_date: last.publish_date, id: last.id } : undefined }
}
