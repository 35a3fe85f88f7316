/**
 * Imports are administrators' work, held in the database: anon, a signed-in non-member, a
 * contributor and an editor are refused every import function and read no import, report line or redirect; the
 * readers' one way in, resolve_redirect, answers an address and nothing more.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonClient, closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'

const PASSWORD = 'import-hostile-password'
let editor: SupabaseClient
let contributor: SupabaseClient
let outsider: SupabaseClient

beforeAll(async () => {
  const editorEmail = `${unique('import-editor')}@example.com`
  const editorId = await createUser(editorEmail, PASSWORD, true)
  await sql("update public.admins set role = 'editor' where user_id = $1", [editorId])
  editor = await userClient(editorEmail, PASSWORD)
  const contributorEmail = `${unique('import-contributor')}@example.com`
  const contributorId = await createUser(contributorEmail, PASSWORD, true)
  await sql("update public.admins set role = 'contributor' where user_id = $1", [contributorId])
  contributor = await userClient(contributorEmail, PASSWORD)
  const outsiderEmail = `${unique('import-outsider')}@example.com`
  await createUser(outsiderEmail, PASSWORD, false)
  outsider = await userClient(outsiderEmail, PASSWORD)
  await sql(`insert into public.imports (format, file_name, file_size, fingerprint, state) values ('wordpress', 'sentinel.xml', 1, 'hostile-sentinel', 'done')`)
  await sql(`insert into public.redirects (from_path, to_path) values ('/hostile-sentinel', '/category/sports') on conflict do nothing`)
})

afterAll(async () => {
  await sql(`delete from public.imports where fingerprint = 'hostile-sentinel'`)
  await sql(`delete from public.redirects where from_path = '/hostile-sentinel'`)
  await closeSql()
})

const START = { format: 'wordpress', file_name: 'x.xml', file_size: 1, fingerprint: 'hostile', source_site: '', total: 1, mapping: {} }
const SOME_ID = '00000000-0000-4000-8000-000000000001'

describe('import functions refuse everyone but administrators and the service key', () => {
  for (const [name, client] of [['anon', () => anonClient()], ['a signed-in non-member', () => outsider], ['a contributor', () => contributor], ['an editor', () => editor]] as const) {
    it(`refuses ${name}`, async () => {
      const db = client()
      const calls = [
        db.rpc('import_start', START),
        db.rpc('import_articles', { import_id: SOME_ID, rows: [] }),
        db.rpc('import_subscribers', { import_id: SOME_ID, rows: [{ email: 'x@example.com', consent: 'consenting' }] }),
        db.rpc('import_redirects', { import_id: SOME_ID, rows: [] }),
        db.rpc('import_progress', { import_id: SOME_ID, processed: 1, counts: {}, notes: [] }),
        db.rpc('import_images', { import_id: SOME_ID, sets: ['x'] }),
        db.rpc('import_existing', { import_id: SOME_ID, kind: 'article', keys: ['x'] }),
        db.rpc('undo_import', { import_id: SOME_ID }),
      ]
      for (const { error } of await Promise.all(calls)) expect(error?.code).toMatch(/^(42501|PGRST202)$/)
      for (const table of ['imports', 'import_notes', 'redirects']) {
        const { data } = await db.from(table).select('*').limit(5)
        expect(data ?? []).toEqual([])
      }
      expect((await db.from('redirects').insert({ from_path: '/evil', to_path: '/x' })).error).not.toBeNull()
      expect((await db.from('imports').insert({ format: 'wordpress', file_name: 'x.xml', file_size: 1, fingerprint: 'hostile' })).error).not.toBeNull()
      expect((await db.from('import_notes').insert({ import_id: SOME_ID, kind: 'warning', subject: 'x', reason: 'x' })).error).not.toBeNull()
      // Updates and deletes touch no row of an administrator's import or redirect.
      await db.from('redirects').update({ to_path: '/evil' }).eq('from_path', '/hostile-sentinel')
      await db.from('redirects').delete().eq('from_path', '/hostile-sentinel')
      await db.from('imports').update({ state: 'undone' }).eq('fingerprint', 'hostile-sentinel')
      await db.from('imports').delete().eq('fingerprint', 'hostile-sentinel')
      expect(await sql(`select to_path from public.redirects where from_path = '/hostile-sentinel'`)).toEqual([{ to_path: '/category/sports' }])
      expect(await sql(`select state from public.imports where fingerprint = 'hostile-sentinel'`)).toEqual([{ state: 'done' }])
      expect(await sql(`select 1 from public.imports where fingerprint = 'hostile'`)).toEqual([])
    })
  }
})

describe('resolve_redirect for readers', () => {
  it('answers one address, never a draft’s, and is bounded', async () => {
    const [article] = await sql<{ id: string; slug: string }>(`insert into public.articles (title, excerpt, content, category, status, author) values ($1, 'x', 'x', 'political', 'draft', 'Someone') returning id, slug`, [unique('Hidden draft')])
    await sql(`insert into public.redirects (from_path, article_id) values ('/old/hidden-draft', $1), ('/old/to-path', null) on conflict do nothing`, [article?.id]).catch(() => undefined)
    await sql(`insert into public.redirects (from_path, to_path) values ('/old/category', '/category/sports') on conflict do nothing`)
    const anon = anonClient()
    expect((await anon.rpc('resolve_redirect', { path: '/old/hidden-draft' })).data).toBeNull()
    expect((await anon.rpc('resolve_redirect', { path: '/old/category' })).data).toBe('/category/sports')
    const huge = await anon.rpc('resolve_redirect', { path: `/${'a'.repeat(100_000)}` })
    expect(huge.error).toBeNull()
    expect(huge.data).toBeNull()
    const rules = await anon.rpc('redirect_rules', { max_rows: 1_000_000 })
    expect(JSON.stringify(rules.data)).not.toContain('/old/hidden-draft')
    await sql(`delete from public.redirects where from_path like '/old/%'`)
    await sql('delete from public.articles where id = $1', [article?.id])
  })
})
