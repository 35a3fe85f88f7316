/**
 * Imports through `npm run import` (the same core as the Import tab) into the test stack: what
 * arrives (articles with their dates, bylines with author pages, categories, bodies, approved
 * comments, images in Storage as sets), what the old addresses answer, a second run writing
 * nothing, subscribers by consent with no mail, and an undo that leaves nothing behind.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminDb, readerDb, sql, closeSql, unique } from '../support/clients.ts'
import { importCli, oldWordpressSite } from '../support/import-cli.ts'
import { IMPORT_FIXTURES, substackZip } from '../support/import-files.ts'
import { resolveRedirect } from '../../src/data/redirects/redirect-fetchers.ts'

let site: Awaited<ReturnType<typeof oldWordpressSite>>
let importId = ''

beforeAll(async () => {
  site = await oldWordpressSite()
  const out = await importCli([site.file])
  importId = /finished \(import ([0-9a-f-]{36})\)/.exec(out)?.[1] ?? ''
}, 180_000)

afterAll(async () => {
  await site.close()
  await closeSql()
})

interface ImportedArticle {
  slug: string
  title: string
  status: string
  publish_date: string
  category: string
  author: string
  content: string
  image_url: string | null
  writer_slug: string | null
  writer_user: string | null
}

async function article(title: string): Promise<ImportedArticle> {
  const [row] = await sql<ImportedArticle>(
    `select a.slug, a.title, a.status, a.publish_date::text, a.category, a.author, a.content, a.image_url, w.slug as writer_slug, w.user_id::text as writer_user
       from public.articles a left join public.authors w on w.id = a.byline_id where a.title = $1`, [title])
  if (!row) throw new Error(`no article "${title}"`)
  return row
}

describe('npm run import: a WordPress export', () => {
  it('brings each post with its date, status, byline, category, body and images', async () => {
    expect(importId).not.toBe('')
    const bridge = await article('Council approves the new river bridge')
    expect(bridge).toMatchObject({ slug: 'council-approves-bridge', status: 'published', category: 'political', author: 'Mara Quill', writer_slug: 'mara-quill', writer_user: null })
    expect(new Date(bridge.publish_date).toISOString()).toBe('2026-03-14T09:30:00.000Z')
    expect(bridge.content).toContain('After three years of debate the council voted seven to two for the bridge.')
    expect(bridge.content).not.toMatch(/<script|onclick|\[caption|\[gallery/)
    // Images are stored as the editor stores uploads: a folder of widths named for their size, AVIF, and the newsletter's JPEG.
    expect(bridge.image_url).toMatch(/\/storage\/v1\/object\/public\/article-images\/[0-9a-f]{32}-eight\/1000x600\.avif$/)
    expect(bridge.content).toMatch(/<img alt="The old ferry landing" src="[^"]+\/article-images\/[0-9a-f]{32}-bridge\/1000x600\.avif">/)
    const [files] = await sql<{ names: string[] }>(
      `select array_agg(name order by name) as names from storage.objects where bucket_id = 'article-images' and name like $1`,
      [`${/article-images\/([^/]+)\//.exec(bridge.image_url ?? '')?.[1]}/%`])
    expect(files?.names.map((name) => name.split('/')[1])).toEqual(['1000x600.avif', '1000x600.jpg', '480x288.avif', '800x480.avif'])
    expect(await article('Budget preview for next year')).toMatchObject({ status: 'published', category: 'political' })
    expect(new Date((await article('Budget preview for next year')).publish_date).getUTCFullYear()).toBe(2036)
    expect(await article('Half-written feature')).toMatchObject({ status: 'draft' })
    expect(await sql(`select 1 from public.articles where title in ('Members'' briefing', 'Internal memo', 'Deleted story')`)).toEqual([])
  })

  it('gives a byline without an account its author page, and approved comments only', async () => {
    const [writer] = await sql<{ display_name: string; user_id: string | null }>(`select display_name, user_id from public.authors where slug = 'tobias-reed'`)
    expect(writer).toEqual({ display_name: 'Tobias Reed', user_id: null })
    const comments = await sql<{ author_name: string; content: string; status: string }>(
      `select c.author_name, c.content, c.status from public.comments c join public.articles a on a.id = c.article_id where a.slug = 'council-approves-bridge'`)
    expect(comments).toEqual([{ author_name: 'June Park', content: 'Finally! About time.', status: 'approved' }])
  })

  it('answers every old address with the new one', async () => {
    const db = readerDb()
    expect(await resolveRedirect(db, '/2026/03/14/council-approves-bridge')).toBe('/council-approves-bridge')
    expect(await resolveRedirect(db, '/?p=101')).toBe('/council-approves-bridge')
    expect(await resolveRedirect(db, '/category/politics/town-hall')).toBe('/category/political')
    expect(await resolveRedirect(db, '/tag/health')).toBe('/category/health-news')
    expect(await resolveRedirect(db, '/author/tobias')).toBe('/author/tobias-reed')
    const clinic = await article('Clinic opens on Mill Street')
    expect(await resolveRedirect(db, '/2026/05/20/川の診療所')).toBe(`/${clinic.slug}`)
    // A draft's or scheduled article's old address leads nowhere until readers can see it.
    expect(await resolveRedirect(db, '/?p=105')).toBeNull()
    expect(await resolveRedirect(db, '/no/such/page')).toBeNull()
  })

  it('writes nothing new when the same file is imported again', async () => {
    const [before] = await sql<{ articles: string; comments: string; authors: string }>(
      `select (select count(*) from public.articles)::text as articles, (select count(*) from public.comments)::text as comments, (select count(*) from public.authors)::text as authors`)
    const out = await importCli([site.file, '--image-minutes', '0'])
    expect(out).toMatch(/alreadyImported: 7/)
    const [after] = await sql(`select (select count(*) from public.articles)::text as articles, (select count(*) from public.comments)::text as comments, (select count(*) from public.authors)::text as authors`)
    expect(after).toEqual(before)
  }, 120_000)

  it('undoes an import as a whole: rows, writers it created, redirects and stored images', async () => {
    const [sets] = await sql<{ count: string }>(`select count(*)::text from private.import_items where import_id = $1 and kind = 'image'`, [importId])
    expect(Number(sets?.count)).toBe(2)
    const out = await importCli(['--undo', importId])
    expect(out).toMatch(/undone: 7 articles, 2 writers, 0 subscribers, \d+ redirects, 2 image sets/)
    expect(await sql(`select 1 from public.articles where slug = 'council-approves-bridge'`)).toEqual([])
    expect(await sql(`select 1 from public.authors where slug = 'tobias-reed'`)).toEqual([])
    expect(await sql(`select 1 from public.redirects where import_id = $1`, [importId])).toEqual([])
    expect(await sql(`select 1 from storage.objects where bucket_id = 'article-images' and (name like '%-bridge/%' or name like '%-eight/%')`)).toEqual([])
    expect(await sql(`select state from public.imports where id = $1`, [importId])).toEqual([{ state: 'undone' }])
  }, 120_000)
})

describe('import_articles: one batch in one call', () => {
  it('numbers slugs wanted twice in the batch (or made from a title), passes over a repeated source id, and files comments and old addresses under their own article', async () => {
    const db = await adminDb()
    const base = unique('batch')
    const start = await db.rpc('import_start', { format: 'wordpress', file_name: `${base}.xml`, file_size: 1, fingerprint: base, source_site: 'batch.example', total: 4, mapping: {} })
    const answer = start.data && typeof start.data === 'object' && !Array.isArray(start.data) ? start.data.id : null
    if (typeof answer !== 'string') throw new Error(`import_start answered ${JSON.stringify(start)}`)
    const id = answer
    const row = (key: string, slug: string, title: string, extra: object = {}) => ({
      key, slug, title, excerpt: title, content: `<p>${title}</p>`, category: 'political', status: 'published',
      publish_date: '2020-01-02T03:04:05Z', image_url: null, image_alt: null, author: null, comments: [], old_paths: [], ...extra,
    })
    const written = await db.rpc('import_articles', {
      import_id: id,
      rows: [
        row('1', base, 'First', { comments: [{ author_name: 'Ann', text: 'On the first', date: null }], old_paths: [`/old/${base}-1`] }),
        row('2', base, 'Second', { comments: [{ author_name: 'Bo', text: 'On the second', date: '2021-01-01T00:00:00Z' }], old_paths: [`/old/${base}-2`] }),
        row('1', base, 'First again'),
        row('3', '', base.replaceAll('-', ' '), { old_paths: [`/old/${base}-3`] }),
      ],
    })
    expect(written.error).toBeNull()
    const articles = await sql<{ title: string; slug: string; comment: string | null; redirect: string | null }>(
      `select a.title, a.slug, c.content as comment, r.from_path as redirect
         from private.import_items t join public.articles a on a.id = t.target_id
         left join public.comments c on c.article_id = a.id left join public.redirects r on r.article_id = a.id
        where t.import_id = $1 and t.kind = 'article' order by a.slug`, [id])
    expect(articles).toEqual([
      { title: 'First', slug: base, comment: 'On the first', redirect: `/old/${base}-1` },
      { title: 'Second', slug: `${base}-2`, comment: 'On the second', redirect: `/old/${base}-2` },
      { title: base.replaceAll('-', ' '), slug: `${base}-3`, comment: null, redirect: `/old/${base}-3` },
    ])
    expect((await db.rpc('undo_import', { import_id: id })).error).toBeNull()
  })
})

describe('npm run import: Ghost members and Substack subscribers', () => {
  it('adds consenting readers as confirmed and suppressed ones as unsubscribed, mailing no one', async () => {
    await sql(`insert into public.subscribers (email, status, unsubscribed_at) values ('ada@readers.example', 'unsubscribed', now()) on conflict do nothing`)
    const [outbox] = await sql<{ count: string }>(`select count(*)::text from private.mail_outbox`)
    const out = await importCli([path.join(IMPORT_FIXTURES, 'ghost.json'), '--site-url', 'https://harbour.example', '--image-minutes', '0'])
    const id = /finished \(import ([0-9a-f-]{36})\)/.exec(out)?.[1] ?? ''
    const rows = await sql<{ email: string; status: string }>(`select email, status from public.subscribers where email like '%@readers.example' order by email`)
    expect(rows).toEqual([
      { email: 'ada@readers.example', status: 'unsubscribed' },
      { email: 'ben@readers.example', status: 'confirmed' },
      { email: 'bounced@readers.example', status: 'unsubscribed' },
      { email: 'complained@readers.example', status: 'unsubscribed' },
    ])
    expect(await sql(`select count(*)::text from private.mail_outbox`)).toEqual([outbox])
    expect((await article('Harbour dredging begins')).author).toBe('Priya Natarajan')
    expect(await resolveRedirect(readerDb(), '/tag/business')).toBe('/category/finance-documentary')
    await importCli(['--undo', id])
    expect(await sql(`select email from public.subscribers where email like '%@readers.example' order by email`)).toEqual([{ email: 'ada@readers.example' }])
    await sql(`delete from public.subscribers where email = 'ada@readers.example'`)
  }, 180_000)

  it('adds Substack\'s list as confirmed, its disabled addresses as unsubscribed and deleted readers not at all; /p/ addresses answer', async () => {
    const zip = path.join(mkdtempSync(path.join(tmpdir(), 'import-')), 'valley-export.zip')
    writeFileSync(zip, substackZip())
    const [outbox] = await sql<{ count: string }>(`select count(*)::text from private.mail_outbox`)
    const out = await importCli([zip, '--site-url', 'https://valley.substack.com', '--byline', 'Valley Desk', '--image-minutes', '0'])
    const id = /finished \(import ([0-9a-f-]{36})\)/.exec(out)?.[1] ?? ''
    expect(await sql(`select email, status from public.subscribers where email like '%valley.example' or email like '%substack.com' order by email`)).toEqual([
      { email: 'reader.one@valley.example', status: 'confirmed' },
      { email: 'reader.two@valley.example', status: 'confirmed' },
      { email: 'stopped@valley.example', status: 'unsubscribed' },
    ])
    expect(await sql(`select count(*)::text from private.mail_outbox`)).toEqual([outbox])
    const mill = await article('The mill reopens')
    expect(mill).toMatchObject({ status: 'published', author: 'Valley Desk' })
    expect(await resolveRedirect(readerDb(), '/p/the-mill-reopens')).toBe(`/${mill.slug}`)
    await importCli(['--undo', id])
    expect(await sql(`select email from public.subscribers where email like '%valley.example'`)).toEqual([])
  }, 180_000)
})
