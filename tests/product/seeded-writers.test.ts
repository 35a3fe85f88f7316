/**
 * The demo's writers as a newcomer meets them: every seeded byline links to an author page that
 * lists that writer's articles; the seed's articles signed by a member (the demo administrator,
 * Hannah Cole) are that member's; the other seeded writers have pages and no login.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fetchArticlePage } from '../../src/data/articles/article-fetchers.ts'
import { fetchAuthorPage, type AuthorCursor } from '../../src/data/articles/author-fetchers.ts'
import type { Database } from '../../src/types/database.ts'
import { closeSql, readerDb, sql } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

let reader: PostgrestClient<Database>

/** The seed's articles: each value list in supabase/seed.sql opens with its slug. */
const SEEDED_SLUGS = [...readFileSync(path.resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8').matchAll(/^\(\n {2}'([a-z0-9-]+)',$/gm)]
  .map((match) => match[1] ?? '')
let seeded: { slug: string; author: string; author_id: string | null }[]

beforeAll(async () => {
  reader = readerDb()
  seeded = await sql('select a.slug, a.author, a.author_id from public.articles a where a.slug = any($1)', [SEEDED_SLUGS])
})

afterAll(closeSql)

/** Every article an author page lists, following its pages. */
async function allOf(slug: string): Promise<string[]> {
  const slugs: string[] = []
  let cursor: AuthorCursor | null = null
  do {
    const page = await fetchAuthorPage(reader, slug, cursor, 24)
    slugs.push(...page.articles.map((article) => article.slug))
    cursor = page.next ?? null
  } while (cursor)
  return slugs
}

describe('the seeded writers', () => {
  it('/author/hannah-cole lists the demo administrator’s seeded articles, which are hers', async () => {
    const admin = firstOf(await sql<{ id: string }>('select id from auth.users where email = $1', [inject('adminEmail')])).id
    const hers = seeded.filter((article) => article.author === 'Hannah Cole')
    expect(hers).toHaveLength(8)
    expect(hers.every((article) => article.author_id === admin)).toBe(true)
    expect(await sql('select slug, display_name from public.authors where user_id = $1', [admin])).toEqual([{ slug: 'hannah-cole', display_name: 'Hannah Cole' }])

    const page = await fetchAuthorPage(reader, 'hannah-cole', null, 24)
    expect(page.author).toMatchObject({ display_name: 'Hannah Cole', slug: 'hannah-cole' })
    expect(await allOf('hannah-cole')).toEqual(expect.arrayContaining(hers.map((article) => article.slug)))
  })

  it('every seeded byline links to its writer’s page, which lists the article; writers who are not members have no login', async () => {
    expect(SEEDED_SLUGS).toHaveLength(69)
    expect(seeded).toHaveLength(69)
    const listed = new Map<string, string[]>()
    for (const article of seeded) {
      const slug = (await fetchArticlePage(reader, article.slug)).article?.author_slug
      expect(slug, article.slug).toBeTruthy()
      if (!listed.has(slug ?? '')) listed.set(slug ?? '', await allOf(slug ?? ''))
      expect(listed.get(slug ?? ''), `${article.slug} on /author/${slug}`).toContain(article.slug)
    }
    expect(listed.size).toBe(14)
    const logins = await sql<{ display_name: string }>(
      'select display_name from public.authors where slug = any($1) and user_id is not null', [[...listed.keys()]])
    expect(logins).toEqual([{ display_name: 'Hannah Cole' }])
  })
})
