/**
 * Display names are bylines every reader sees. An administrator (or a stolen administrator
 * session) tries names that lie on screen: text-direction overrides, zero-width and control
 * characters, over-long names. The database refuses them all, however they are written.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'

afterAll(closeSql)

let client: SupabaseClient
let userId: string

beforeAll(async () => {
  const email = `${unique('byline')}@example.com`
  userId = await createUser(email, 'byline-password-1', true)
  client = await userClient(email, 'byline-password-1')
})

async function stored(): Promise<string | null> {
  return firstOf(await sql<{ display_name: string | null }>('select display_name from public.authors where user_id = $1', [userId])).display_name
}

function setName(name: string) {
  return client.from('authors').update({ display_name: name }).eq('user_id', userId).select('display_name')
}

const HOSTILE: Record<string, string> = {
  'right-to-left override': 'Hannah\u202eeloC',
  'left-to-right isolate': '\u2066Editor\u2069',
  'right-to-left mark': 'Editor\u200f',
  'zero-width space': 'Han\u200bnah Cole',
  'zero-width joiner': 'Han\u200dnah',
  'word joiner': 'Han\u2060nah',
  'byte order mark': '\ufeffHannah',
  'soft hyphen': 'Han\u00adnah',
  'Hangul filler (looks empty)': '\u3164',
  'bell control character': 'Hannah\u0007',
  'escape sequence': 'Hannah\u001b[31m',
  'C1 control': 'Hannah\u0085Cole',
  'line separator': 'Hannah\u2028Cole',
  'tag characters': 'Hannah\u{e0041}\u{e0042}',
  'private use': 'Hannah\ue000',
}

describe('display names: only printable text of at most 80 characters', () => {
  it('refuses every invisible, control or text-direction character through the API, with a message in words', async () => {
    // Not the seed's Hannah Cole: that byline is the demo administrator's.
    const kept = `Harriet Cole ${unique('h').replace(/[^a-z0-9]/gi, '')}`
    await setName(kept).throwOnError()
    for (const [what, name] of Object.entries(HOSTILE)) {
      const { error } = await setName(name)
      expect(error?.code, what).toBe('23514')
      expect(error?.message, what).toBe('A display name must be printable text: no control, zero-width or text-direction characters.')
      expect(await stored(), what).toBe(kept)
    }
  })

  it('refuses more than 80 characters, counting characters, not bytes', async () => {
    expect((await setName('x'.repeat(81))).error).toMatchObject({ code: '23514', message: 'A display name can be at most 80 characters long.' })
    const emoji = '🙂'.repeat(80)
    expect((await setName(emoji)).data).toEqual([{ display_name: emoji }])
  })

  it('keeps real names in any script, collapsing tabs, newlines and no-break spaces', async () => {
    // Names are unique among writers: each carries this run's tag (other files use plain ones).
    const tag = unique('t').replace(/[^a-z0-9]/gi, '')
    for (const name of [`Zoë Ångström ${tag}`, `محمد علي ${tag}`, `王小明 ${tag}`, `Ana María 🙂 ${tag}`]) {
      expect((await setName(name)).data, name).toEqual([{ display_name: name }])
    }
    expect((await setName(` \tJane\n\u00a0Doe  ${tag} `)).data).toEqual([{ display_name: `Jane Doe ${tag}` }])
  })

  it('holds for the table owner too: the check constraint refuses what skips the API', async () => {
    for (const name of [HOSTILE['right-to-left override']!, ' padded ', 'x'.repeat(81)]) {
      // The trigger is disabled (in a statement that fails, so it is enabled again), leaving
      // only the constraints between the name and the row.
      await expect(sql(`
        do $$ begin
          alter table public.authors disable trigger authors_prepare;
          update public.authors set display_name = ${"'" + name.replace(/'/g, "''") + "'"} where user_id = '${userId}';
        end $$`)).rejects.toMatchObject({ code: '23514', constraint: 'authors_display_name_printable' })
    }
    expect(await stored()).not.toMatch(/\u202e/)
  })

  it('strips the refused characters from names stored before the rule', async () => {
    const rows = await sql<{ cleaned: string }>('select private.strip_unprintable($1) as cleaned', [Object.values(HOSTILE).join('|')])
    expect(firstOf(rows).cleaned).toBe('HannaheloC|Editor|Editor|Hannah Cole|Hannah|Hannah|Hannah|Hannah||Hannah|Hannah[31m|HannahCole|HannahCole|Hannah|Hannah')
  })
})
