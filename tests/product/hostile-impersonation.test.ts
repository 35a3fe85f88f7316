/**
 * A byline speaks for one writer. A contributor renamed themself "Hannah Cole" (another member)
 * or "The Daily Opinion" (the site) and took /author/the-daily-opinion; their author page then
 * spoke as that person or as the site. Names are now compared as a reader reads them (case,
 * accents, spaces and punctuation aside) among every writer, members and seeded writers alike,
 * and never match the site's name; author page addresses likewise. The dashboard's own calls
 * (src/data) are used, as the "Your byline" form makes them.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { fetchDisplayName, updateDisplayName } from '../../src/data/authors/display-name.ts'
import { fetchAuthorPage } from '../../src/data/articles/author-fetchers.ts'
import type { Database as GeneratedDatabase } from '../../src/types/database.types.ts'
import { closeSql, createUser, readerDb, sql, supabaseUrl, unique } from '../support/clients.ts'

const PASSWORD = 'impersonation-password'

interface Member { id: string; name: string; db: SupabaseClient<GeneratedDatabase> }

async function member(role: 'contributor' | 'editor' | 'admin', name: string): Promise<Member> {
  const email = `${unique(role)}@example.com`
  const id = await createUser(email, PASSWORD, true)
  await sql('update public.admins set role = $2 where user_id = $1', [id, role])
  const db = createClient<GeneratedDatabase>(supabaseUrl(), inject('anonKey'), {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  await updateDisplayName(db, id, name)
  return { id, name, db }
}

let hannah: Member
let carl: Member

beforeAll(async () => {
  const tag = unique('w').replace(/[^a-z0-9]/gi, '')
  hannah = await member('editor', `Hannah Colbert ${tag}`)
  carl = await member('contributor', `Carl Cole ${tag}`)
})

afterAll(closeSql)

describe('a byline is one writer’s', () => {
  it('a contributor cannot take another member’s name, however it is written', async () => {
    const [first = '', last = '', tag = ''] = hannah.name.split(' ')
    for (const name of [hannah.name, hannah.name.toUpperCase(), `  ${first}   ${last}  ${tag}`, `${first}${last}${tag}`, `${first.replace('a', 'á')} ${last} ${tag}`, `${first}-${last}-${tag}`]) {
      await expect(updateDisplayName(carl.db, carl.id, name), name).rejects.toMatchObject({ code: '23505' })
    }
    expect(await fetchDisplayName(carl.db, carl.id)).toBe(carl.name)
  })

  it('nor a seeded writer’s who has no login, nor the site’s name, nor its author page', async () => {
    for (const name of ['Priya Raman', 'priya raman', 'The Daily Opinion', 'the daily opinion', 'THE-DAILY-OPINION', 'The Daily Opinión']) {
      await expect(updateDisplayName(carl.db, carl.id, name), name).rejects.toMatchObject({ code: '23505' })
    }
    expect(await fetchDisplayName(carl.db, carl.id)).toBe(carl.name)
    expect((await fetchAuthorPage(readerDb(), 'the-daily-opinion', null, 12)).author).toBeNull()
  })

  it('nor an author page address that is the site’s or another writer’s', async () => {
    const { slug } = (await hannah.db.from('authors').select('slug').eq('user_id', hannah.id).single().throwOnError()).data
    for (const taken of ['the-daily-opinion', 'thedailyopinion', slug ?? '', (slug ?? '').replace(/-/g, '')]) {
      const { error } = await carl.db.from('authors').update({ slug: taken }).eq('user_id', carl.id)
      expect(error?.code, taken).toBe('23505')
    }
  })

  it('the site cannot be renamed to a writer’s name either', async () => {
    const admin = await member('admin', `Ada Admin ${unique('a').replace(/[^a-z0-9]/gi, '')}`)
    // An administrator's settings write needs the two-factor rule met: no factor here, none required.
    const { error } = await admin.db.from('site_settings').update({ site_name: 'Priya Raman' }).eq('id', true)
    expect(error?.code).toBe('23505')
    expect(await sql('select site_name from public.site_settings')).toEqual([{ site_name: 'The Daily Opinion' }])
  })
})

describe('an article’s byline', () => {
  it('names the writer of that name when an editor types it; a contributor’s names only themself', async () => {
    const { data: own } = await carl.db.from('articles').insert({ title: `Mine ${unique('t')}`, excerpt: 'x', status: 'draft' })
      .select('id, author, byline_id').single().throwOnError()
    const carlWriter = (await sql<{ id: string }>('select id from public.authors where user_id = $1', [carl.id]))[0]?.id
    expect(own).toMatchObject({ author: carl.name, byline_id: carlWriter })

    // The contributor retypes their draft's byline as another writer's: text only, no link.
    await carl.db.from('articles').update({ author: 'Priya Raman' }).eq('id', own.id).throwOnError()
    expect(await sql('select author, byline_id from public.articles where id = $1', [own.id])).toEqual([{ author: 'Priya Raman', byline_id: null }])

    // An editor names the seeded writer: the byline links to her page, spelt as she spells it.
    await hannah.db.from('articles').update({ author: 'priya  raman' }).eq('id', own.id).throwOnError()
    const priya = await sql<{ id: string }>("select id from public.authors where display_name = 'Priya Raman'")
    expect(await sql('select author, byline_id from public.articles where id = $1', [own.id])).toEqual([{ author: 'Priya Raman', byline_id: priya[0]?.id }])
    await sql('delete from public.articles where id = $1', [own.id])
  })
})
