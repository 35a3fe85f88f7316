/**
 * The Settings tab's row on the real database: what it accepts (its checks), who may change it,
 * the record of every change, and what the sender reads of it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { fetchSiteSettings, updateSiteSettings, type SiteSettingsValues } from '../../src/data/site-settings/site-settings-fetchers.ts'
import { adminClient, anonClient, closeSql, createUser, serviceClient, sql, unique, userClient } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

interface Row extends SiteSettingsValues { require_two_factor: boolean }
const read = async () => firstOf(await sql<Row>('select site_name, reply_to, postal_address, require_two_factor from public.site_settings'))

let before: Row
let admin: SupabaseClient
let editor: SupabaseClient
let reader: SupabaseClient

beforeAll(async () => {
  before = await read()
  admin = await adminClient()
  const editorEmail = `${unique('settings-editor')}@example.com`
  const editorId = await createUser(editorEmail, 'editor-password-1', true)
  await sql(`update public.admins set role = 'editor' where user_id = $1`, [editorId])
  editor = await userClient(editorEmail, 'editor-password-1')
  const readerEmail = `${unique('settings-reader')}@example.com`
  await createUser(readerEmail, 'reader-password-1', false)
  reader = await userClient(readerEmail, 'reader-password-1')
})

afterEach(async () => {
  await sql('update public.site_settings set site_name = $1, reply_to = $2, postal_address = $3', [before.site_name, before.reply_to, before.postal_address])
})

afterAll(closeSql)

const values = (extra: Partial<SiteSettingsValues> = {}): SiteSettingsValues => ({
  site_name: 'Morning Ledger', reply_to: 'letters@example.com', postal_address: '1 Fleet Street\nLondon', ...extra,
})

describe('an administrator saves the settings', () => {
  it('through the same fetchers as the Settings tab, and every member reads them back', async () => {
    const saved = await updateSiteSettings(admin, values())
    expect(saved).toMatchObject(values())
    expect(await fetchSiteSettings(editor)).toMatchObject(values())
  })

  it('records each change with its author and the values before and after; an unchanged save records nothing', async () => {
    const [{ count: start } = { count: 0 }] = await sql<{ count: number }>('select count(*)::int as count from private.site_settings_changes')
    await updateSiteSettings(admin, values({ reply_to: 'desk@example.com' }))
    const [{ id: adminId } = { id: '' }] = await sql<{ id: string }>(`select user_id as id from public.admins a join auth.users u on u.id = a.user_id where u.email = 'admin@example.com'`)
    const change = firstOf(await sql<{ changed_by: string; changes: Record<string, { from: unknown; to: unknown }> }>(
      'select changed_by, changes from private.site_settings_changes order by id desc limit 1'))
    expect(change.changed_by).toBe(adminId)
    expect(change.changes.reply_to).toEqual({ from: before.reply_to, to: 'desk@example.com' })
    await updateSiteSettings(admin, values({ reply_to: 'desk@example.com' }))
    const [{ count: end } = { count: 0 }] = await sql<{ count: number }>('select count(*)::int as count from private.site_settings_changes')
    expect(end).toBe(start + 1)
  })

  it('is refused what the database checks refuse: an empty or multi-line name, a malformed reply-to, control characters in the address', async () => {
    for (const bad of [
      values({ site_name: '' }), values({ site_name: '  padded  ' }), values({ site_name: 'Two\nlines' }), values({ site_name: 'x'.repeat(81) }),
      values({ reply_to: 'not an address' }), values({ reply_to: 'a@b.co, c@d.co' }), values({ reply_to: 'a@b.co\r\nBcc: x@y.co' }),
      values({ postal_address: 'Street\u0007' }), values({ postal_address: ' padded ' }), values({ postal_address: 'x'.repeat(301) }),
    ]) {
      await expect(updateSiteSettings(admin, bad), JSON.stringify(bad)).rejects.toMatchObject({ code: '23514' })
    }
    expect(await read()).toEqual(before)
    // Empty reply-to and postal address are allowed (sent from MAIL_FROM; no newsletter until it is set).
    await expect(updateSiteSettings(admin, values({ reply_to: '', postal_address: '' }))).resolves.toMatchObject({ reply_to: '', postal_address: '' })
  })
})

describe('who may not', () => {
  it('anon reads and writes nothing, and cannot ask what the sender reads', async () => {
    const anon = anonClient()
    expect((await anon.from('site_settings').select('site_name, reply_to')).data ?? []).toEqual([])
    expect((await anon.from('site_settings').update({ reply_to: 'evil@example.com' }).eq('id', true)).error?.code).toBe('42501')
    expect((await anon.rpc('mail_sender')).error?.code).toBe('42501')
    expect(await read()).toEqual(before)
  })

  it('a signed-in non-member and an editor change nothing; neither calls mail_sender', async () => {
    for (const who of [reader, editor]) {
      await expect(updateSiteSettings(who, values({ reply_to: 'evil@example.com' }))).rejects.toMatchObject({ code: '42501' })
      expect((await who.rpc('mail_sender')).error?.code).toBe('42501')
    }
    expect(await read()).toEqual(before)
  })

  it('only the sender (service_role) reads the sender name and reply-to', async () => {
    await updateSiteSettings(admin, values())
    expect((await serviceClient().rpc('mail_sender')).data).toEqual({ site_name: 'Morning Ledger', reply_to: 'letters@example.com' })
    await updateSiteSettings(admin, values({ reply_to: '' }))
    expect((await serviceClient().rpc('mail_sender')).data).toEqual({ site_name: 'Morning Ledger', reply_to: null })
  })
})

describe('the postal address before sending', () => {
  it('a newsletter is refused while the postal address is empty, and goes once it is set', async () => {
    await updateSiteSettings(admin, values({ postal_address: '' }))
    const { data: issue } = await admin.from('newsletter_issues').insert({ subject: unique('Weekly') }).select('id').single()
    const id = (issue as { id: string }).id
    const refused = await admin.rpc('send_newsletter_issue', { issue_id: id })
    expect(refused.error?.code).toBe('22023')
    expect(refused.error?.message).toContain('postal address')
    expect(await sql(`select 1 from private.mail_outbox where issue_id = $1`, [id])).toEqual([])
    await updateSiteSettings(admin, values())
    expect((await admin.rpc('send_newsletter_issue', { issue_id: id })).error).toBeNull()
    await sql(`delete from private.mail_outbox where issue_id = $1`, [id])
    await sql(`delete from public.newsletter_issues where id = $1`, [id])
  })
})
