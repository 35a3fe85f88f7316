/**
 * Confirmed sign-up end to end on the real stack: the footer's insert, the outbox, the send-mail
 * function (run on demand here, as the schedule would), the SMTP catcher, the confirm RPC.
 */
import { afterAll, describe, expect, inject, it } from 'vitest'
import { linkIn, mailTo, waitForMail } from '../support/mail.ts'
import { adminClient, anonClient, closeSql, serviceClient, sql, unique } from '../support/clients.ts'

afterAll(closeSql)

const mailUrl = () => inject('mailUrl')
const CONFIRM_SUBJECT = 'Confirm your subscription'

/** Runs the sender now, as Supabase Cron or the local schedule would, and waits for it. */
async function runSender(): Promise<{ sent: number; failed: number; retrying: number }> {
  const key = inject('serviceRoleKey')
  const response = await fetch(`${inject('supabaseUrl')}/functions/v1/send-mail`, { method: 'POST', headers: { apikey: key, authorization: `Bearer ${key}` } })
  expect(response.status).toBe(200)
  return response.json()
}

async function subscribe(email: string) {
  const { error, status } = await anonClient().from('subscribers').insert({ email })
  expect(error).toBeNull()
  expect(status).toBe(201)
}

async function confirm(token: string) {
  const { data, error } = await anonClient().rpc('confirm_subscription', { token })
  expect(error).toBeNull()
  return data as { confirmed: boolean }
}

const subscriber = async (email: string) =>
  (await sql<{ status: string; confirm_token_hash: Buffer | null; confirmed_at: Date | null }>(
    'select status, confirm_token_hash, confirmed_at from public.subscribers where email = $1', [email]))[0]

async function confirmationToken(email: string, count = 1): Promise<string> {
  const mails = await waitForMail(mailUrl(), email, { subject: CONFIRM_SUBJECT, count })
  const link = linkIn(mails[count - 1]!.text ?? '', 'http')
  expect(link).toMatch(/\/newsletter\/confirm\?token=[0-9a-f]{64}$/)
  return new URL(link).searchParams.get('token')!
}

describe('who may run the sender (/functions/v1/send-mail)', () => {
  it('the anon key, a signed-in member and no key at all are refused; the service_role key runs it', async () => {
    const url = `${inject('supabaseUrl')}/functions/v1/send-mail`
    const anon = inject('anonKey')
    const { data } = await (await adminClient()).auth.getSession()
    const member = data.session?.access_token ?? ''
    expect(member).not.toBe('')
    const status = async (headers: Record<string, string>) => (await fetch(url, { method: 'POST', headers })).status
    expect(await status({})).toBe(401)
    expect(await status({ apikey: anon, authorization: `Bearer ${anon}` })).toBe(401)
    expect(await status({ apikey: anon, authorization: `Bearer ${member}` })).toBe(401)
    expect(await runSender()).toEqual(expect.objectContaining({ sent: expect.any(Number) }))
  })
})

describe('confirmed sign-up', () => {
  it('mails a new address a confirmation within seconds (the schedule alone), stores only a hash, and the link confirms it', async () => {
    const email = `${unique('new')}@example.com`
    await subscribe(email)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmed_at: null })

    // No on-demand run: the backend's own schedule sends it.
    const token = await confirmationToken(email)
    const row = await subscriber(email)
    expect(row?.confirm_token_hash?.toString('hex')).not.toContain(token)
    expect(row?.confirm_token_hash).toEqual(Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))))
    const [outbox] = await sql<{ state: string; payload: unknown }>(`select state, payload from private.mail_outbox where email = $1`, [email])
    expect(outbox).toEqual({ state: 'sent', payload: {} })

    expect(await confirm(token)).toEqual({ confirmed: true })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date) })
    // Opening the link again still says confirmed.
    expect(await confirm(token)).toEqual({ confirmed: true })
  })

  it('resends to a pending address at most once an hour, and then only the newest link works', async () => {
    const email = `${unique('again')}@example.com`
    await subscribe(email)
    const first = await confirmationToken(email)
    await subscribe(email)
    await subscribe(email.toUpperCase())
    await runSender()
    expect(await mailTo(mailUrl(), email)).toHaveLength(1)

    await sql(`update public.subscribers set confirm_sent_at = now() - interval '61 minutes' where email = $1`, [email])
    await subscribe(email)
    await runSender()
    const second = await confirmationToken(email, 2)
    expect(second).not.toBe(first)
    expect(await confirm(first)).toEqual({ confirmed: false })
    expect(await confirm(second)).toEqual({ confirmed: true })
  })

  it('a token confirms its own address only; made-up and malformed tokens confirm nothing', async () => {
    const mine = `${unique('mine')}@example.com`
    const other = `${unique('other')}@example.com`
    await subscribe(mine)
    await subscribe(other)
    const token = await confirmationToken(mine)
    await waitForMail(mailUrl(), other, { subject: CONFIRM_SUBJECT })
    expect(await confirm('0'.repeat(64))).toEqual({ confirmed: false })
    expect(await confirm(`${token.slice(0, 63)}x`)).toEqual({ confirmed: false })
    expect(await confirm(token.toUpperCase())).toEqual({ confirmed: false })
    expect((await subscriber(other))?.status).toBe('pending')
    expect(await confirm(token)).toEqual({ confirmed: true })
    expect((await subscriber(other))?.status).toBe('pending')
  })

  it('a confirmation older than seven days no longer confirms, and the pending address expires', async () => {
    const email = `${unique('old')}@example.com`
    await subscribe(email)
    const token = await confirmationToken(email)
    await sql(`update public.subscribers set confirm_sent_at = now() - interval '8 days' where email = $1`, [email])
    expect(await confirm(token)).toEqual({ confirmed: false })
    await runSender()
    expect(await subscriber(email)).toBeUndefined()
  })

  it('mails a confirmed address nothing when it subscribes again', async () => {
    const confirmed = `${unique('conf')}@example.com`
    await subscribe(confirmed)
    expect(await confirm(await confirmationToken(confirmed))).toEqual({ confirmed: true })
    await subscribe(confirmed)
    await runSender()
    expect(await mailTo(mailUrl(), confirmed)).toHaveLength(1)
    expect((await subscriber(confirmed))?.status).toBe('confirmed')
  })
})

describe('subscribing again after unsubscribing', () => {
  /** A subscriber who confirmed, then unsubscribed through a newsletter's own link. */
  async function unsubscribedReader() {
    const email = `${unique('back')}@example.com`
    await subscribe(email)
    const firstLink = await confirmationToken(email)
    expect(await confirm(firstLink)).toEqual({ confirmed: true })
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    await sql(
      `insert into private.mail_outbox (kind, issue_id, email, unsubscribe_token_hash, state)
       values ('newsletter', gen_random_uuid(), $1, sha256(convert_to($2, 'UTF8')), 'sent')`,
      [email, token],
    )
    expect((await anonClient().rpc('unsubscribe_newsletter', { token })).data).toEqual({ unsubscribed: true })
    expect((await subscriber(email))?.status).toBe('unsubscribed')
    return { email, firstLink }
  }

  it('sends a new confirmation at once (even within the hour of the first) and re-subscribes only once its link is opened', async () => {
    const { email, firstLink } = await unsubscribedReader()
    await subscribe(email)
    // Still unsubscribed: nothing goes out to it but the confirmation.
    expect((await subscriber(email))?.status).toBe('unsubscribed')
    const second = await confirmationToken(email, 2)
    expect(second).not.toBe(firstLink)
    // The link from before the unsubscribe never brings the address back.
    expect(await confirm(firstLink)).toEqual({ confirmed: false })
    expect((await subscriber(email))?.status).toBe('unsubscribed')
    expect(await confirm(second)).toEqual({ confirmed: true })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(Date) })
    expect((await sql<{ unsubscribed_at: Date | null }>('select unsubscribed_at from public.subscribers where email = $1', [email]))[0]?.unsubscribed_at).toBeNull()
  })

  it('mails it again at most once an hour, and a link older than a week does not confirm', async () => {
    const { email } = await unsubscribedReader()
    await subscribe(email)
    await confirmationToken(email, 2)
    await subscribe(email)
    await subscribe(email)
    await runSender()
    expect(await mailTo(mailUrl(), email)).toHaveLength(2)

    await sql(`update public.subscribers set confirm_sent_at = now() - interval '61 minutes' where email = $1`, [email])
    await subscribe(email)
    const third = await confirmationToken(email, 3)
    await sql(`update public.subscribers set confirm_sent_at = now() - interval '8 days' where email = $1`, [email])
    expect(await confirm(third)).toEqual({ confirmed: false })
    // Not expired like a pending sign-up: the address stays on the list as unsubscribed.
    await runSender()
    expect((await subscriber(email))?.status).toBe('unsubscribed')
  })

  it('never mails an address inserted as unsubscribed (an import keeps a suppressed address suppressed)', async () => {
    const email = `${unique('suppressed')}@example.com`
    await sql(`insert into public.subscribers (email, status, unsubscribed_at) values ($1, 'unsubscribed', now())`, [email])
    expect(await sql('select 1 from private.mail_outbox where email = $1', [email])).toEqual([])
  })

  it('answers exactly alike for a new, a pending, a confirmed and an unsubscribed address (no membership oracle)', async () => {
    const { email: unsubscribed } = await unsubscribedReader()
    const confirmed = `${unique('known')}@example.com`
    await subscribe(confirmed)
    await confirm(await confirmationToken(confirmed))
    const pending = `${unique('waiting')}@example.com`
    await subscribe(pending)
    const answers = []
    for (const email of [`${unique('fresh')}@example.com`, pending, confirmed, unsubscribed]) {
      const response = await fetch(`${inject('supabaseUrl')}/rest/v1/subscribers`, {
        method: 'POST',
        headers: { apikey: inject('anonKey'), 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify({ email }),
      })
      answers.push({ status: response.status, body: await response.text(), range: response.headers.get('content-range') })
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(answers[0]?.status).toBe(201)
  })
})

describe('unsubscribe_newsletter (what a newsletter\'s links call)', () => {
  /** A confirmed subscriber and a queued newsletter row carrying an unsubscribe token. */
  async function newsletterRecipient() {
    const email = `${unique('unsub')}@example.com`
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email])
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    await sql(
      `insert into private.mail_outbox (kind, issue_id, email, unsubscribe_token_hash, next_attempt_at)
       values ('newsletter', gen_random_uuid(), $1, sha256(convert_to($2, 'UTF8')), now() + interval '1 hour')`,
      [email, token],
    )
    return { email, token }
  }

  it('suppresses its own address at once and cancels what still waits for it; not another address', async () => {
    const mine = await newsletterRecipient()
    const other = await newsletterRecipient()
    const { data, error } = await anonClient().rpc('unsubscribe_newsletter', { token: mine.token })
    expect(error).toBeNull()
    expect(data).toEqual({ unsubscribed: true })
    expect((await subscriber(mine.email))?.status).toBe('unsubscribed')
    expect(await sql(`select state from private.mail_outbox where email = $1`, [mine.email])).toEqual([{ state: 'cancelled' }])
    expect((await subscriber(other.email))?.status).toBe('confirmed')
    expect(await sql(`select state from private.mail_outbox where email = $1`, [other.email])).toEqual([{ state: 'queued' }])
  })

  it('a made-up token unsubscribes nobody and answers like any other miss', async () => {
    const { data } = await anonClient().rpc('unsubscribe_newsletter', { token: 'f'.repeat(64) })
    expect(data).toEqual({ unsubscribed: false })
    const confirmToken = await (async () => {
      const email = `${unique('ctok')}@example.com`
      await subscribe(email)
      return confirmationToken(email)
    })()
    // A confirmation token is no unsubscribe token.
    expect((await anonClient().rpc('unsubscribe_newsletter', { token: confirmToken })).data).toEqual({ unsubscribed: false })
  })
})

describe('one-click unsubscribe (RFC 8058) at /functions/v1/unsubscribe', () => {
  it('a POST of List-Unsubscribe=One-Click with no cookie and no key answers 200 and stops the mail at once', async () => {
    const email = `${unique('click')}@example.com`
    await sql(`insert into public.subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())`, [email])
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')
    await sql(
      `insert into private.mail_outbox (kind, issue_id, email, unsubscribe_token_hash, next_attempt_at)
       values ('newsletter', gen_random_uuid(), $1, sha256(convert_to($2, 'UTF8')), now() + interval '1 hour')`,
      [email, token],
    )
    const url = `${inject('supabaseUrl')}/functions/v1/unsubscribe?token=${token}`
    const wrongBody = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=Maybe' })
    expect(wrongBody.status).toBe(400)
    expect((await subscriber(email))?.status).toBe('confirmed')

    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(response.status).toBe(200)
    expect((await subscriber(email))?.status).toBe('unsubscribed')
    expect(await sql(`select state from private.mail_outbox where email = $1`, [email])).toEqual([{ state: 'cancelled' }])

    // A made-up token answers the same 200 (no oracle) and changes nothing.
    const miss = await fetch(`${inject('supabaseUrl')}/functions/v1/unsubscribe?token=${'e'.repeat(64)}`, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(miss.status).toBe(200)
  })

  it('opened in a browser (GET), it goes to the site\'s unsubscribe page with the token', async () => {
    const response = await fetch(`${inject('supabaseUrl')}/functions/v1/unsubscribe?token=${'a'.repeat(64)}`, { redirect: 'manual' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toMatch(new RegExp(`/newsletter/unsubscribe\\?token=${'a'.repeat(64)}$`))
  })
})

describe('who reaches the list and the outbox', () => {
  it('anon reads no subscriber and cannot reach the outbox or the sender functions', async () => {
    const anon = anonClient()
    const list = await anon.from('subscribers').select('email,status')
    expect(list.error?.code ?? (list.data ?? []).length).toBeTruthy()
    expect(list.data ?? []).toEqual([])
    expect((await anon.from('mail_outbox').select('*')).status).toBe(404)
    expect((await anon.schema('private').from('mail_outbox').select('*')).status).toBeGreaterThanOrEqual(400)
    for (const name of ['mail_outbox_claim', 'mail_outbox_report'] as const) {
      const { error } = await anon.rpc(name, name === 'mail_outbox_claim' ? { batch_size: 10 } : { results: [] })
      expect(error).not.toBeNull()
    }
  })

  it('an administrator cannot claim or report mail either: only the sender (service_role) can', async () => {
    const admin = await adminClient()
    expect((await admin.rpc('mail_outbox_claim', { batch_size: 10 })).error?.code).toBe('42501')
    expect((await admin.rpc('mail_outbox_report', { results: [] })).error?.code).toBe('42501')
    const { data, error } = await serviceClient().rpc('mail_outbox_report', { results: [] })
    expect(error).toBeNull()
    expect(data).toEqual({ updated: 0 })
  })

  it('anon cannot set its own status or token when subscribing', async () => {
    const email = `${unique('forge')}@example.com`
    const { error } = await anonClient().from('subscribers').insert({ email, status: 'confirmed' })
    expect(error?.code).toBe('42501')
    expect(await subscriber(email)).toBeUndefined()
  })
})
