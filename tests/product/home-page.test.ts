/**
 * public.home_page() must give the front page exactly what its per-block queries gave
 * before it: latest(10) for the lead and headlines, featured(5) + latest for trending, breaking(5)
 * for the ticker and category(c, 10) for each of the ten sections.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { HOME_SECTION_CATEGORIES } from '../../src/config/categories.ts'
import { adminClient, anonClient, closeSql, sql } from '../support/clients.ts'
import { insertArticle } from '../support/fixtures.ts'
import { inRolledBackTransaction } from '../support/rolled-back.ts'
import { firstOf } from '../support/items.ts'

afterAll(closeSql)

/** The columns every front-page card selects (article-queries.ts ARTICLE_CARD_COLUMNS). */
const CARD_COLUMNS = 'id,slug,title,excerpt,category,publish_date,image_url,image_alt,featured,breaking,author'
const HEADLINE_COLUMNS = 'id,slug,title'

type Card = {
  id: string
  slug: string
  title: string
  excerpt: string
  category: string
  publish_date: string
  image_url: string | null
  image_alt: string | null
  featured: boolean
  breaking: boolean
  author: string
}

interface HomePage {
  lead: Card | null
  headlines: Card[]
  trending: Card[]
  breaking: Pick<Card, 'id' | 'slug' | 'title'>[]
  sections: { category: string; articles: Card[] }[]
}

/**
 * The trending rule, as select-trending.ts applies it in the page (that module's imports resolve only
 * inside the web build): featured newest first, topped up with the newest others.
 */
function selectTrending(featured: Card[], latest: Card[], size: number): Card[] {
  const picked = featured.slice(0, size)
  const seen = new Set(picked.map((card) => card.id))
  return [...picked, ...latest.filter((card) => !seen.has(card.id))].slice(0, size)
}

/**
 * The page's queries as article-queries.ts made them before home_page(), plus `id desc` after
 * `publish_date desc` (the function settles ties like the keyset indexes do). Readers cannot
 * read the table any more, so they run as the administrator, who sees every article as readers
 * do through the function.
 */
async function perBlockQueries(db: SupabaseClient): Promise<HomePage> {
  const newest = { ascending: false }
  const { data: latest } = await db.from('articles').select(CARD_COLUMNS)
    .order('publish_date', newest).order('id', newest).limit(10).throwOnError()
  const { data: featured } = await db.from('articles').select(CARD_COLUMNS).eq('featured', true)
    .order('publish_date', newest).order('id', newest).limit(5).throwOnError()
  const { data: breaking } = await db.from('articles').select(HEADLINE_COLUMNS).eq('breaking', true)
    .order('publish_date', newest).order('id', newest).limit(5).throwOnError()
  const sections = []
  for (const category of HOME_SECTION_CATEGORIES) {
    const { data } = await db.from('articles').select(CARD_COLUMNS).eq('category', category.value)
      .order('publish_date', newest).order('id', newest).limit(10).throwOnError()
    sections.push({ category: category.value, articles: data as Card[] })
  }
  const latestCards = latest as Card[]
  return {
    lead: latestCards[0] ?? null,
    headlines: latestCards.slice(1, 7),
    trending: selectTrending(featured, latestCards, 5),
    breaking: breaking,
    sections,
  }
}

describe('home_page()', () => {
  it('returns what the per-block queries return, called through the REST API with the anon key', async () => {
    // A newest featured article and a newest breaking one, so every block has something of ours.
    await insertArticle({ featured: true, category: 'sports' })
    await insertArticle({ breaking: true, category: 'documentary' })

    const res = await anonClient().rpc('home_page', undefined, { get: true })
    expect(res.error).toBeNull()
    expect(res.status).toBe(200)
    const page = res.data as HomePage
    expect(page).toEqual(await perBlockQueries(await adminClient()))
    expect(page.sections.map((section) => section.category)).toEqual(HOME_SECTION_CATEGORIES.map((c) => c.value))
    expect(page.headlines).toHaveLength(6)
    expect(page.trending).toHaveLength(5)
    for (const card of [page.lead!, ...page.headlines, ...page.trending, ...page.sections.flatMap((s) => s.articles)]) {
      expect(Object.keys(card).sort()).toEqual(CARD_COLUMNS.split(',').sort())
    }
    for (const item of page.breaking) expect(Object.keys(item).sort()).toEqual(['id', 'slug', 'title'])
  })

  it('tops trending up with the newest articles, hides nothing the sections lack, as the anon role', async () => {
    // Inside a transaction that is rolled back: only two featured articles, one empty home
    // category and tied publish dates, a state the shared test database cannot be left in.
    await inRolledBackTransaction(async (client) => {
      // The transaction's now(): no later than home_page()'s now() in it (readers see articles
      // dated up to now), later than every article readers saw before, so the two tied ones are
      // the newest.
      const { tie } = firstOf((await client.query<{ tie: Date }>(`select now() as tie`)).rows)
      await client.query(`update public.articles set featured = false where featured`)
      await client.query(`delete from public.articles where category = 'israel-today'`)
      const featured = await insertArticleWith(client, { featured: true, publish_date: tie })
      const sameTime = await insertArticleWith(client, { publish_date: tie })
      await insertArticleWith(client, { featured: true, publish_date: new Date(Date.now() - 86_400_000 * 400).toISOString() })

      await client.query(`set local role anon`)
      const { rows } = await client.query<{ page: HomePage }>('select public.home_page() as page')
      const page = firstOf(rows).page
      // The expected rows are read from the table, which anon may not read.
      await client.query(`reset role`)
      // Cards as JSON, with dates in the same format PostgREST sends them.
      const read = async (where: string, limit: number) =>
        (
          await client.query<{ card: Card }>(
            `select to_json(x) as card from (select ${CARD_COLUMNS} from public.articles ${where}
              order by publish_date desc, id desc limit ${limit}) x`,
          )
        ).rows.map((row) => row.card)
      const latest = await read('', 10)
      const expected = selectTrending(await read('where featured', 5), latest, 5)

      expect(page.trending.map((card) => card.id)).toEqual(expected.map((card) => card.id))
      expect(page.trending.filter((card) => card.featured)).toHaveLength(2)
      expect(page.trending.at(0)?.id).toBe(featured.id)
      expect(page.lead!.id).toBe([featured.id, sameTime.id].sort().reverse()[0])
      expect(page.sections.find((section) => section.category === 'israel-today')!.articles).toEqual([])
    })
  })

  it('is security definer with an empty search_path (readers cannot read the table) and never selects content', async () => {
    const fn = firstOf(await sql<{ secdef: boolean; src: string; config: string[] | null }>(
      `select prosecdef as secdef, prosrc as src, proconfig as config from pg_proc where oid = 'public.home_page()'::regprocedure`,
    ))
    expect(fn.secdef).toBe(true)
    expect(fn.config).toEqual(['search_path=""'])
    expect(fn.src).not.toMatch(/\bcontent\b/)
  })
})

async function insertArticleWith(client: pg.Client, fields: { featured?: boolean; publish_date: Date | string }) {
  const slug = `home-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  const { rows } = await client.query<{ id: string }>(
    `insert into public.articles (slug, title, excerpt, author, category, featured, publish_date)
     values ($1, $2, 'Excerpt', 'Test Author', 'sports', $3, $4) returning id`,
    [slug, `Title ${slug}`, fields.featured ?? false, fields.publish_date],
  )
  return firstOf(rows, 'the inserted article')
}
