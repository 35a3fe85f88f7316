import type { Tables } from '../../src/types/database.types.ts'
import { firstOf } from '../../tests/support/items.ts'
import type { Sql } from './fixtures.ts'

/** A short random suffix so rows made by one test never collide with another's. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

export type ArticleRow = Tables<'articles'>

export interface NewArticle {
  title?: string
  excerpt?: string
  content?: string
  category?: string
  author?: string
  /**
   * Where the article sorts, as an SQL interval from now ('1 hour', '-3 days'). Readers see only
   * articles that are due, so the offset is scaled into the past (see `publishDate`).
   */
  publishedIn?: string
  image_url?: string | null
  image_alt?: string | null
  featured?: boolean
  breaking?: boolean
}

/**
 * The publish date for an offset: readers see no article dated ahead of now (a published article
 * with a future date is scheduled), yet tests need theirs newer than every seed article (the
 * newest is 2 hours old when the stack starts). Offsets up to +10 hours are compressed six-fold
 * into the last 100 minutes, so their order is kept and all of them are due.
 */
const publishDate = `now() - interval '101 minutes' + $7::interval / 6`

/** Inserts an article as the database owner (setup only; the app reads it as any visitor would). */
export async function createArticle(sql: Sql, fields: NewArticle = {}): Promise<ArticleRow> {
  const suffix = uniqueSuffix()
  const title = fields.title ?? `E2E article ${suffix}`
  const rows = await sql<ArticleRow>(
    `insert into public.articles (slug, title, excerpt, content, category, author, publish_date, image_url, image_alt, featured, breaking)
     values ($1, $2, $3, $4, $5, $6, ${publishDate}, $8, $9, $10, $11)
     returning *`,
    [
      `e2e-${suffix}`,
      title,
      fields.excerpt ?? `Excerpt for ${title}.`,
      fields.content ?? `<p>Body of ${title}.</p>`,
      fields.category ?? 'political',
      fields.author ?? 'E2E Writer',
      fields.publishedIn ?? '0 seconds',
      fields.image_url === undefined ? '/images/articles/political-1.svg' : fields.image_url,
      fields.image_alt === undefined ? null : fields.image_alt,
      fields.featured ?? false,
      fields.breaking ?? false,
    ],
  )
  return firstOf(rows, 'the inserted article')
}

export async function deleteArticles(sql: Sql, rows: { id: string }[]) {
  if (rows.length > 0) await sql('delete from public.articles where id = any($1::uuid[])', [rows.map((row) => row.id)])
}

/** The newest published article's slug: the article page the reading-site specs open. */
export async function newestPublishedSlug(sql: Sql): Promise<string> {
  const rows = await sql<{ slug: string }>("select slug from public.articles where status = 'published' and publish_date <= now() order by publish_date desc limit 1")
  return firstOf(rows, 'a published article').slug
}
