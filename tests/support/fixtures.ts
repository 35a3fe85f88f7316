import { sql, unique } from './clients.ts'
import { firstOf } from './items.ts'
import type { CommentStatus } from '../../src/config/comment-statuses.ts'
import type { Tables } from '../../src/types/database.types.ts'

export type ArticleRow = Tables<'articles'>

/** Inserts an article directly (as the owner), bypassing RLS; published unless told otherwise. */
export async function insertArticle(overrides: Partial<ArticleRow> = {}): Promise<ArticleRow> {
  const slug = overrides.slug ?? unique('a').toLowerCase()
  const rows = await sql<ArticleRow>(
    `insert into public.articles (slug, title, excerpt, content, category, author, publish_date, featured, breaking, status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`,
    [
      slug,
      overrides.title ?? `Title ${slug}`,
      overrides.excerpt ?? `Excerpt ${slug}`,
      overrides.content ?? `<p>Body ${slug}</p>`,
      overrides.category ?? 'health-news',
      overrides.author ?? 'Test Author',
      overrides.publish_date ?? new Date().toISOString(),
      overrides.featured ?? false,
      overrides.breaking ?? false,
      overrides.status ?? 'published',
    ],
  )
  return firstOf(rows, 'the inserted article')
}

export async function insertComment(articleId: string, status: CommentStatus, content = unique('c')) {
  const rows = await sql<{ id: string; status: string; content: string }>(
    `insert into public.comments (article_id, author_name, content, status) values ($1, 'Reader', $2, $3) returning id, status, content`,
    [articleId, content, status],
  )
  return firstOf(rows, 'the inserted comment')
}

export async function insertVideo(title = unique('v')) {
  const rows = await sql<{ id: string; title: string }>(
    `insert into public.video_posts (title, url) values ($1, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ') returning id, title`,
    [title],
  )
  return firstOf(rows, 'the inserted video')
}

/** A cheap fingerprint of a table, to prove a hostile request changed nothing. */
export async function tableFingerprint(table: 'articles' | 'video_posts' | 'comments' | 'subscribers'): Promise<string> {
  const rows = await sql<{ f: string }>(
    `select coalesce(md5(string_agg(t::text, '|' order by t::text)), 'empty') as f from public.${table} t`,
  )
  return firstOf(rows).f
}
