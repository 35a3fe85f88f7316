/**
 * Images follow their article (migration 20261124000500): a stored set stays while an
 * article's featured image, its body or its autosave row links to it, and is removed through the
 * Storage API once nothing does, by the release after a save or delete or by the sweep. The
 * database answers which sets are unused from private.image_set_refs, kept by triggers.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deleteArticle } from '../../src/data/articles/admin-article-fetchers.ts'
import { releaseImageSets, sweepUnusedImageSets, uploadImageSet } from '../../src/data/storage/image-sets.ts'
import { imageSetName } from '../../src/data/storage/object-name.ts'
import type { Database } from '../../src/types/database.types.ts'
import { adminDb, anonClient, closeSql, createUser, sql, supabaseUrl, unique, userClient } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'
import type { PlanNode } from '../support/query-plan.ts'
import { makePng } from '../support/images.ts'

const BUCKET = 'article-images'
const DAY_MS = 86_400_000

let admin: SupabaseClient<Database>
/** Every object name this file stored, removed through the Storage API at the end whatever happened. */
const stored = new Set<string>()

beforeAll(async () => {
  admin = await adminDb()
})

afterAll(async () => {
  try {
    if (stored.size > 0) await admin.storage.from(BUCKET).remove([...stored])
  } finally {
    await closeSql()
  }
})

const webp = (size: number) => sharp({ create: { width: size, height: size, channels: 3, background: '#888' } }).webp().toBuffer()

/** Uploads a two-width WebP set as the editor does and returns the URL the article keeps (the largest). */
async function uploadSet(set: string): Promise<string> {
  const files = await Promise.all([8, 16].map(async (size) => ({
    name: `${size}x${size}.webp`,
    blob: new Blob([new Uint8Array(await webp(size))], { type: 'image/webp' }),
  })))
  for (const file of files) stored.add(`${set}/${file.name}`)
  return uploadImageSet(admin.storage, set, files)
}

/** A new set's folder name, as the editor names one (random). */
const newSet = () => imageSetName(`${unique('photo')}.jpg`)

/** Dates a set's objects `ms` back, as if the Storage server had stored them then. */
async function storedAgo(set: string, ms: number) {
  await sql(
    `update storage.objects set created_at = now() - make_interval(secs => $3::float8 / 1000)
      where bucket_id = $1 and (name = $2 or name like $2 || '/%')`,
    [BUCKET, set, ms],
  )
}

const publicUrl = (name: string) => `${supabaseUrl()}/storage/v1/object/public/${BUCKET}/${name}`

/** The storage.objects rows of a set: its folder's files, or the single-file upload itself. */
async function objectsOf(set: string): Promise<string[]> {
  const rows = await sql<{ name: string }>(
    `select name from storage.objects where bucket_id = $1 and (name = $2 or name like $2 || '/%') order by name`,
    [BUCKET, set],
  )
  return rows.map((row) => row.name)
}

async function unreferenced(sets: string[]): Promise<string[]> {
  const { data, error } = await admin.rpc('unreferenced_image_sets', { sets })
  if (error) throw new Error(`unreferenced_image_sets: ${error.message}`)
  return [...data].sort()
}

async function createArticle(fields: { image_url?: string | null; content?: string } = {}): Promise<string> {
  const { data } = await admin.from('articles')
    .insert({ title: `Image sets ${unique()}`, excerpt: 'An excerpt.', category: 'sports', content: '<p>Text.</p>', ...fields })
    .select('id')
    .single()
    .throwOnError()
  return data.id
}

describe('release after a save or delete', () => {
  it('keeps the featured image set; once the article shows another, removes every file of the old one and keeps the new', async () => {
    const [oldSet, newSetName] = [newSet(), newSet()]
    const oldUrl = await uploadSet(oldSet)
    const newUrl = await uploadSet(newSetName)
    expect(oldUrl).toBe(publicUrl(`${oldSet}/16x16.webp`))
    expect(await objectsOf(oldSet)).toEqual([`${oldSet}/16x16.webp`, `${oldSet}/8x8.webp`])

    const id = await createArticle({ image_url: oldUrl })
    expect(await unreferenced([oldSet, newSetName])).toEqual([newSetName])

    await admin.from('articles').update({ image_url: newUrl }).eq('id', id).throwOnError()
    expect(await unreferenced([oldSet, newSetName])).toEqual([oldSet])

    expect(await releaseImageSets(admin, [oldSet, newSetName])).toEqual([oldSet])
    expect(await objectsOf(oldSet)).toEqual([])
    expect(await objectsOf(newSetName)).toEqual([`${newSetName}/16x16.webp`, `${newSetName}/8x8.webp`])
    expect((await fetch(oldUrl)).status).toBe(400)
    expect((await fetch(newUrl)).status).toBe(200)

    await deleteArticle(admin, id)
  })

  it('keeps a set shown only in the body, and one used only by the autosave until that row is deleted', async () => {
    const [inBody, inAutosave] = [newSet(), newSet()]
    const bodyUrl = await uploadSet(inBody)
    const autosaveUrl = await uploadSet(inAutosave)
    const id = await createArticle({ content: `<p>Before.</p><img src="${bodyUrl}" alt="A photo"><p>After.</p>` })
    await admin.from('article_autosaves').insert({ article_id: id, image_url: autosaveUrl, content: '<p>Unsaved.</p>' }).throwOnError()

    expect(await unreferenced([inBody, inAutosave])).toEqual([])
    expect(await releaseImageSets(admin, [inBody, inAutosave])).toEqual([])
    expect(await objectsOf(inBody)).toHaveLength(2)
    expect(await objectsOf(inAutosave)).toHaveLength(2)

    const { data: discarded } = await admin.from('article_autosaves').delete().eq('article_id', id).select('article_id').throwOnError()
    expect(discarded).toHaveLength(1)
    expect(await unreferenced([inBody, inAutosave])).toEqual([inAutosave])
    expect(await releaseImageSets(admin, [inBody, inAutosave])).toEqual([inAutosave])
    expect(await objectsOf(inAutosave)).toEqual([])
    expect(await objectsOf(inBody)).toHaveLength(2)

    expect(await deleteArticle(admin, id)).toEqual([inBody])
    expect(await releaseImageSets(admin, [inBody])).toEqual([inBody])
    expect(await objectsOf(inBody)).toEqual([])
  })

  it('keeps a set two articles show until the second is deleted', async () => {
    const shared = newSet()
    const url = await uploadSet(shared)
    const first = await createArticle({ image_url: url })
    const second = await createArticle({ content: `<figure><img src="${url}" alt=""></figure>` })

    const releasedFirst = await deleteArticle(admin, first)
    expect(releasedFirst).toEqual([shared])
    expect(await releaseImageSets(admin, releasedFirst)).toEqual([])
    expect(await objectsOf(shared)).toHaveLength(2)

    const releasedSecond = await deleteArticle(admin, second)
    expect(releasedSecond).toEqual([shared])
    expect(await releaseImageSets(admin, releasedSecond)).toEqual([shared])
    expect(await objectsOf(shared)).toEqual([])
  })

  it('removes a single-file upload at the bucket root once no article uses it', async () => {
    const name = `${newSet()}.png`
    stored.add(name)
    const { error } = await admin.storage.from(BUCKET).upload(name, new Blob([makePng(4, 4)], { type: 'image/png' }))
    expect(error).toBeNull()
    const id = await createArticle({ image_url: publicUrl(name) })

    expect(await releaseImageSets(admin, [name])).toEqual([])
    expect(await objectsOf(name)).toEqual([name])

    await admin.from('articles').update({ image_url: null }).eq('id', id).throwOnError()
    expect(await releaseImageSets(admin, [name])).toEqual([name])
    expect(await objectsOf(name)).toEqual([])

    await deleteArticle(admin, id)
  })
})

describe('the sweep', () => {
  it('removes an old unused set, keeps an old one an article uses and one younger than the minimum age', async () => {
    const oldUnused = newSet()
    const oldUsed = newSet()
    const young = newSet()
    await uploadSet(oldUnused)
    const usedUrl = await uploadSet(oldUsed)
    await uploadSet(young)
    await storedAgo(oldUnused, 3 * DAY_MS)
    await storedAgo(oldUsed, 3 * DAY_MS)
    await storedAgo(young, 60_000)
    const id = await createArticle({ image_url: usedUrl })

    const removed = await sweepUnusedImageSets(admin, { minAgeMs: DAY_MS })
    expect(removed).toContain(oldUnused)
    expect(removed).not.toContain(oldUsed)
    expect(removed).not.toContain(young)
    expect(await objectsOf(oldUnused)).toEqual([])
    expect(await objectsOf(oldUsed)).toHaveLength(2)
    expect(await objectsOf(young)).toHaveLength(2)

    // Once old enough by the server's clock, the young set goes too; the used one still stays.
    await storedAgo(young, 2 * DAY_MS)
    const later = await sweepUnusedImageSets(admin, { minAgeMs: DAY_MS })
    expect(later).toContain(young)
    expect(later).not.toContain(oldUsed)
    expect(await objectsOf(young)).toEqual([])
    expect(await objectsOf(oldUsed)).toHaveLength(2)

    await deleteArticle(admin, id)
  })

  it('dates a set by when the server stored it, not by a time its name claims', async () => {
    // A name in the old "<upload millisecond>-<file>" form, claiming 2017, stored just now.
    const claimsOld = `1500000000000-${unique('claims').toLowerCase()}`
    await uploadSet(claimsOld)
    // A set stored two days ago whose file was re-uploaded a minute ago is young.
    const touched = newSet()
    await uploadSet(touched)
    await storedAgo(touched, 2 * DAY_MS)
    await sql(`update storage.objects set created_at = now() - interval '1 minute' where bucket_id = $1 and name = $2`, [BUCKET, `${touched}/16x16.webp`])

    const removed = await sweepUnusedImageSets(admin, { minAgeMs: DAY_MS })
    expect(removed).not.toContain(claimsOld)
    expect(removed).not.toContain(touched)
    expect(await objectsOf(claimsOld)).toHaveLength(2)
    expect(await objectsOf(touched)).toHaveLength(2)
  })

  it('keeps a set the body links to in any form a browser resolves to it', async () => {
    const base = `${supabaseUrl()}/storage/v1/object/public`
    const escape = (text: string) => Array.from(text, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')
    const forms: [string, (set: string) => string][] = [
      ['percent-encoded', (set) => `<img src="${base}/${BUCKET}/${escape(set)}/16x16.webp">`],
      ['encoded slash and bucket', (set) => `<img src="${base}/${escape(`${BUCKET}/${set}`)}%2F16x16.webp">`],
      ['character references', (set) => `<img src="${base}/${BUCKET}&#47;${set}&sol;16x16.webp">`],
      ['hex references', (set) => `<img src="${base}/${BUCKET}&#x2F;${Array.from(set, (c) => `&#x${c.charCodeAt(0).toString(16)};`).join('')}/16x16.webp">`],
      ['a tab in the name', (set) => `<img src="${base}/${BUCKET}/${set.slice(0, 5)}\t${set.slice(5)}/16x16.webp">`],
      ['backslashes', (set) => `<img src="${base}\\${BUCKET}\\${set}\\16x16.webp">`],
      ['dot segments', (set) => `<img src="${base}/${BUCKET}/x/../${set}/16x16.webp">`],
      ['srcset', (set) => `<img srcset="${base}/${BUCKET}/${escape(set)}/16x16.webp 16w, ${base}/${BUCKET}/other/8x8.webp 8w">`],
    ]
    const sets: string[] = []
    const ids: string[] = []
    for (const [, form] of forms) {
      const set = newSet()
      sets.push(set)
      await uploadSet(set)
      await storedAgo(set, 3 * DAY_MS)
      ids.push(await createArticle({ content: `<p>Text.</p>${form(set)}` }))
    }
    expect(await unreferenced(sets)).toEqual([])
    const removed = await sweepUnusedImageSets(admin, { minAgeMs: DAY_MS })
    for (const [i, [name]] of forms.entries()) {
      expect(removed, name).not.toContain(sets[i])
      expect(await objectsOf(sets[i]!), name).toHaveLength(2)
    }
    for (const id of ids) await deleteArticle(admin, id)
  })

  it('is refused to anon and to a signed-in non-admin', async () => {
    const anon = await anonClient().rpc('image_sets_older_than', { min_age_seconds: 0 })
    expect(anon.error).toMatchObject({ code: '42501' })
    const email = `${unique('sweeper')}@example.com`
    await createUser(email, 'reader-password', false)
    const reader = await userClient(email, 'reader-password')
    const refused = await reader.rpc('image_sets_older_than', { min_age_seconds: 0 })
    expect(refused.error).toMatchObject({ code: '42501' })
  })
})

describe('unreferenced_image_sets', () => {
  it('answers administrators only: anon and a signed-in non-admin are refused', async () => {
    const anon = await anonClient().rpc('unreferenced_image_sets', { sets: ['x'] })
    expect(anon.data).toBeNull()
    expect(anon.error).toMatchObject({ code: '42501' })
    expect(anon.error?.message).toMatch(/permission denied/)

    const email = `${unique('reader')}@example.com`
    await createUser(email, 'reader-password', false)
    const reader = await userClient(email, 'reader-password')
    const refused = await reader.rpc('unreferenced_image_sets', { sets: ['x'] })
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ code: '42501', message: 'only members may ask which images are unused' })
  })

  it('refuses more than 1000 sets at once (22023), answers for exactly 1000', async () => {
    const sets = Array.from({ length: 1001 }, (_, i) => `${Date.now()}-never-stored-${i}`)
    const { data, error } = await admin.rpc('unreferenced_image_sets', { sets })
    expect(data).toBeNull()
    expect(error).toMatchObject({ code: '22023' })
    expect(await unreferenced(sets.slice(0, 1000))).toHaveLength(1000)
  })

  it('stays exact for 2,000 articles inserted in one statement, and finds sets through its index', async () => {
    const prefix = `${Date.now()}-${unique('bulk')}`
    const setsPerBody = 4
    const featured = Array.from({ length: 2000 }, (_, i) => `${prefix}-f${i + 1}`)
    const inBody = Array.from({ length: 2000 }, (_, i) => `${prefix}-b${i + 1}-${(i % setsPerBody) + 1}`)
    await sql(
      `insert into public.articles (slug, title, excerpt, content, category, author, status, image_url)
       select $1 || '-' || i, 'Bulk ' || i, 'Bulk',
              (select string_agg(format('<p><img src="%s%s-b%s-%s/800x533.webp" alt=""></p>', $2::text, $1, i, k), '')
                 from generate_series(1, $3::int) as k),
              'sports', 'Bulk', 'draft', format('%s%s-f%s/1600x1067.webp', $2::text, $1, i)
       from generate_series(1, 2000) as i`,
      [prefix, publicUrl(''), setsPerBody],
    )
    try {
      const refs = await sql<{ n: string }>(
        `select count(*) as n from private.image_set_refs where source = 'article' and set_key like $1 || '-%'`,
        [prefix],
      )
      expect(Number(firstOf(refs).n)).toBe(2000 * (1 + setsPerBody))
      // The whole table equals what the migration's backfill computes from every row now.
      const drift = await sql(
        `with expected as (
           select 'article' as source, a.id as article_id, s as set_key
             from public.articles a, unnest(private.image_sets_of(a.image_url, a.content)) as s
           union all
           select 'autosave', a.article_id, s
             from public.article_autosaves a, unnest(private.image_sets_of(a.image_url, a.content)) as s
         )
         (select * from expected except select * from private.image_set_refs)
         union all
         (select * from private.image_set_refs except select * from expected)`,
      )
      expect(drift).toEqual([])

      const asked = [...featured.slice(0, 500), ...inBody.slice(1500)]
      expect(await unreferenced(asked)).toEqual([])
      expect(await unreferenced([...asked.slice(1), `${prefix}-never`])).toEqual([`${prefix}-never`])

      // Statistics as autovacuum would soon have them, so the plan is the one a real archive gets.
      await sql('analyze private.image_set_refs')
      // The function's own query, with its argument bound, as plpgsql runs it.
      const [{ body }] = (await sql<{ body: string }>(
        `select prosrc as body from pg_proc where oid = 'public.unreferenced_image_sets(text[])'::regprocedure`,
      )) as [{ body: string }]
      const query = /return query\s+([^;]+);/.exec(body)?.[1]?.replace(/\bsets\b/g, '$1::text[]')
      expect(query, body).toBeDefined()
      const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)]
      // What a save or a delete releases: a few sets, each one probe of the index. (For the
      // sweep's 1000 at this table size the planner rightly prefers hashing the table once.)
      for (const count of [1, 10]) {
        const plan = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (analyze, format json) ${query ?? ''}`, [asked.slice(0, count)])
        const nodes = flatten(firstOf(plan)['QUERY PLAN'][0].Plan)
        const shown = `${count} sets: ${JSON.stringify(nodes.map((node) => [node['Node Type'], node['Index Name']]))}`
        expect(nodes.map((node) => node['Node Type']), shown).not.toContain('Seq Scan')
        expect(nodes.some((node) => node['Index Name'] === 'image_set_refs_set_key'), shown).toBe(true)
      }
    } finally {
      await sql(`delete from public.articles where slug like $1 || '-%'`, [prefix])
    }
    const left = await sql(`select 1 from private.image_set_refs where set_key like $1 || '-%'`, [prefix])
    expect(left).toEqual([])
  })
})

describe('AVIF', () => {
  it('the bucket takes a real AVIF as image/avif and refuses a PNG declared as one', async () => {
    const set = newSet()
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).avif().toBuffer()
    expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif')
    const name = `${set}/8x8.avif`
    stored.add(name)
    const accepted = await admin.storage.from(BUCKET).upload(name, new Blob([new Uint8Array(avif)], { type: 'image/avif' }))
    expect(accepted.error).toBeNull()
    const [row] = await sql<{ metadata: { mimetype: string; size: number } }>(
      `select metadata from storage.objects where bucket_id = $1 and name = $2`,
      [BUCKET, name],
    )
    expect(row?.metadata).toMatchObject({ mimetype: 'image/avif', size: avif.length })

    const fake = `${set}/16x16.avif`
    stored.add(fake)
    const refused = await admin.storage.from(BUCKET).upload(fake, new Blob([makePng(16, 16)], { type: 'image/avif' }))
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ statusCode: '415' })
    expect(await objectsOf(set)).toEqual([name])

    await admin.storage.from(BUCKET).remove([name])
    expect(await objectsOf(set)).toEqual([])
  })
})
