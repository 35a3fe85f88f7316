/**
 * Newsletter issues on the real stack: who may read, write and send them, what sending queues
 * (confirmed addresses only, once each), what arrives at the SMTP catcher (the backend's own
 * schedule runs the send-mail function), and the one-click unsubscribe its headers point at.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mailSource, waitForMail, type CaughtMail } from '../support/mail.ts'
import { adminClient, anonClient, closeSql, createUser, sql, unique, userClient } from '../support/clients.ts'
import { insertArticle, type ArticleRow } from '../support/fixtures.ts'
import type { SupabaseClient } from '@supabase/supabase-js'
import { waitFor } from '../support/wait-for.ts'

afterAll(closeSql)

const mailUrl = () => inject('mailUrl')

let admin: SupabaseClient
let article: ArticleRow

beforeAll(async () => {
  // Every newsletter carries the postal address (CAN-SPAM): without one, sending is refused.
  await sql(`update public.site_settings set postal_address = '1 Fleet Street, London EC4Y 1AA'`)
  admin = await adminClient()
  article = await insertArticle({ title: `Budget <b>night</b> & "more" ${unique('t')}`, excerpt: 'What the vote means for you' })
})

async function newIssue(subject = `Weekly ${unique('s')}`, intro = 'Hello readers.\n\nThis week:') {
  const { data, error } = await admin.from('newsletter_issues').insert({ subject, intro, article_ids: [article.id] }).select('id').single()
  expect(error).toBeNull()
  return { id: (data as { id: string }).id, subject }
}

async function addSubscriber(status: 'pending' | 'confirmed' | 'unsubscribed') {
  const email = `${unique(status)}@example.com`
  const [row] = await sql<{ id: string }>(
    `insert into public.subscribers (email, status, confirmed_at, confirm_sent_at) values ($1, $2, now(), now()) returning id`,
    [email, status],
  )
  return { email, id: row!.id }
}

const outboxFor = (email: string) =>
  sql<{ kind: string; state: string; issue_id: string }>(`select kind, state, issue_id from private.mail_outbox where email = $1 order by id`, [email])

async function waitForProgress(issueId: string, done: (p: Progress) => boolean): Promise<Progress> {
  let last: unknown
  return waitFor(() => `the issue's progress (stuck at ${JSON.stringify(last)})`, async () => {
    const { data, error } = await admin.rpc('newsletter_issue_progress', { issue_id: issueId })
    expect(error).toBeNull()
    last = data
    return done(data) && data
  }, { timeoutMs: 25_000, intervalMs: 250 })
}
interface Progress { state: string; recipients: number; sent: number; failed: number; remaining: number }

describe('who may touch newsletter issues', () => {
  it('anon reads no issue, writes none and calls none of the send functions', async () => {
    const issue = await newIssue()
    const anon = anonClient()
    const read = await anon.from('newsletter_issues').select('id')
    expect(read.data ?? []).toEqual([])
    expect(read.error).not.toBeNull()
    expect((await anon.from('newsletter_issues').insert({ subject: 'x' })).error).not.toBeNull()
    expect((await anon.from('site_settings').select('postal_address')).data ?? []).toEqual([])
    for (const name of ['send_newsletter_issue', 'send_newsletter_test', 'newsletter_issue_progress'] as const) {
      expect((await anon.rpc(name, { issue_id: issue.id })).error).not.toBeNull()
    }
    expect((await anon.rpc('subscriber_status_counts')).error).not.toBeNull()
    expect((await anon.rpc('mail_issue_content', { issue_id: issue.id })).error).not.toBeNull()
    expect(await sql(`select state from public.newsletter_issues where id = $1`, [issue.id])).toEqual([{ state: 'draft' }])
  })

  it('a signed-in user who is not on the dashboard is refused everything too', async () => {
    const issue = await newIssue()
    const email = `${unique('reader')}@example.com`
    await createUser(email, 'reader-password-1', false)
    const reader = await userClient(email, 'reader-password-1')
    expect((await reader.from('newsletter_issues').select('id')).data).toEqual([])
    expect((await reader.from('newsletter_issues').insert({ subject: 'x' })).error?.code).toBe('42501')
    const update = await reader.from('newsletter_issues').update({ subject: 'hijacked' }).eq('id', issue.id).select('id')
    expect(update.data ?? []).toEqual([])
    for (const name of ['send_newsletter_issue', 'send_newsletter_test', 'newsletter_issue_progress'] as const) {
      expect((await reader.rpc(name, { issue_id: issue.id })).error?.code).toBe('42501')
    }
    expect((await reader.rpc('subscriber_status_counts')).error?.code).toBe('42501')
    const victim = await addSubscriber('confirmed')
    expect((await reader.rpc('erase_subscriber', { subscriber_id: victim.id })).error?.code).toBe('42501')
    expect((await reader.rpc('mail_issue_content', { issue_id: issue.id })).error).not.toBeNull()
    expect(await sql(`select subject, state from public.newsletter_issues where id = $1`, [issue.id])).toEqual([{ subject: issue.subject, state: 'draft' }])
    expect(await outboxFor(email)).toEqual([])
  })
})

describe('sending an issue', () => {
  it('queues each confirmed address once, even when sent twice at the same time, and never a pending or unsubscribed one', async () => {
    const confirmed = [await addSubscriber('confirmed'), await addSubscriber('confirmed')]
    const pending = await addSubscriber('pending')
    const gone = await addSubscriber('unsubscribed')
    const issue = await newIssue()

    const [first, second] = await Promise.all([
      admin.rpc('send_newsletter_issue', { issue_id: issue.id }),
      admin.rpc('send_newsletter_issue', { issue_id: issue.id }),
    ])
    expect(first.error).toBeNull()
    expect(second.error).toBeNull()
    expect((await admin.rpc('send_newsletter_issue', { issue_id: issue.id })).data).toMatchObject({ state: expect.stringMatching(/^(sending|sent)$/) })

    for (const { email } of confirmed) expect((await outboxFor(email)).filter((row) => row.kind === 'newsletter')).toHaveLength(1)
    expect(await outboxFor(pending.email)).toEqual([])
    expect(await outboxFor(gone.email)).toEqual([])
    const [{ queued }] = (await sql<{ queued: number }>(
      `select count(*)::int as queued from private.mail_outbox where issue_id = $1 and kind = 'newsletter'`, [issue.id])) as [{ queued: number }]
    const [{ confirmedNow }] = (await sql<{ confirmedNow: number }>(
      `select count(*)::int as "confirmedNow" from public.subscribers where status = 'confirmed'`)) as [{ confirmedNow: number }]
    expect(queued).toBe(confirmedNow)
    // Each recipient's own unsubscribe token: one that works for its own address only.
    expect(await sql(`select count(distinct unsubscribe_token_hash)::int as tokens from private.mail_outbox where issue_id = $1`, [issue.id]))
      .toEqual([{ tokens: queued }])

    for (const { email } of confirmed) await waitForMail(mailUrl(), email, { subject: issue.subject })
    const done = await waitForProgress(issue.id, (p) => p.state === 'sent')
    expect(done).toMatchObject({ remaining: 0, recipients: queued })
    expect(done.sent + done.failed).toBeLessThanOrEqual(queued)
    // Once sent, the issue is what went out: an edit changes nothing.
    const edit = await admin.from('newsletter_issues').update({ subject: 'rewritten' }).eq('id', issue.id).select('id')
    expect(edit.data ?? []).toEqual([])
    expect(await sql(`select subject from public.newsletter_issues where id = $1`, [issue.id])).toEqual([{ subject: issue.subject }])
  })

  it('delivers an escaped e-mail with absolute links, List-Unsubscribe headers, and a one-click POST that suppresses the address', async () => {
    const reader = await addSubscriber('confirmed')
    await sql(`update public.site_settings set postal_address = '1 Fleet Street, London EC4Y 1AA'`)
    const issue = await newIssue(`Issue <i>${unique('x')}</i>`, 'Dear <reader> & friends')
    expect((await admin.rpc('send_newsletter_issue', { issue_id: issue.id })).error).toBeNull()
    const [mail] = (await waitForMail(mailUrl(), reader.email, { subject: issue.subject })) as [CaughtMail]

    const source = await mailSource(mailUrl(), mail.id)
    // A long header is folded onto the next line (RFC 5322).
    const header = /^List-Unsubscribe:\s+<([^>]+)>/im.exec(source)?.[1]
    expect(header).toMatch(/\/functions\/v1\/unsubscribe\?token=[0-9a-f]{64}$/)
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im)
    expect(mail.html).toContain('Dear &lt;reader&gt; &amp; friends')
    expect(mail.html).toContain('Budget &lt;b&gt;night&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>night</b>')
    expect(mail.html).toMatch(new RegExp(`href="https?://[^"]+/${article.slug}"`))
    expect(mail.html).toContain('1 Fleet Street, London EC4Y 1AA')
    expect(mail.text).toContain('Dear <reader> & friends')
    expect(mail.text).toMatch(/Unsubscribe: https?:\/\/\S+\/newsletter\/unsubscribe\?token=[0-9a-f]{64}/)
    // The visible link and the header carry the same, per-recipient token.
    expect(mail.text).toContain(new URL(header!).searchParams.get('token')!)

    const response = await fetch(header!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(response.status).toBeGreaterThanOrEqual(200)
    expect(response.status).toBeLessThan(300)
    expect(await sql(`select status from public.subscribers where email = $1`, [reader.email])).toEqual([{ status: 'unsubscribed' }])

    // The next issue skips the address.
    const next = await newIssue()
    expect((await admin.rpc('send_newsletter_issue', { issue_id: next.id })).error).toBeNull()
    expect((await outboxFor(reader.email)).filter((row) => row.issue_id === next.id)).toEqual([])
  })

  it('sends a test to the signed-in user only, marked as a test, and queues nothing for subscribers', async () => {
    const reader = await addSubscriber('confirmed')
    const issue = await newIssue()
    const { data, error } = await admin.rpc('send_newsletter_test', { issue_id: issue.id })
    expect(error).toBeNull()
    expect(data).toEqual({ queued: true, email: inject('adminEmail').toLowerCase() })
    const [mail] = (await waitForMail(mailUrl(), inject('adminEmail'), { subject: `[Test] ${issue.subject}` })) as [CaughtMail]
    expect(mail.to.map((to) => to.address.toLowerCase())).toEqual([inject('adminEmail').toLowerCase()])
    expect(await outboxFor(reader.email)).toEqual([])
    expect(await sql(`select state from public.newsletter_issues where id = $1`, [issue.id])).toEqual([{ state: 'draft' }])
  })
})

describe('the subscribers tab', () => {
  it('counts per status and erases an address with every message to it', async () => {
    const before = (await admin.rpc('subscriber_status_counts')).data as Record<string, number>
    const erased = await addSubscriber('confirmed')
    await addSubscriber('pending')
    const after = (await admin.rpc('subscriber_status_counts')).data as Record<string, number>
    expect(after).toEqual({ ...before, confirmed: before.confirmed! + 1, pending: before.pending! + 1 })

    const issue = await newIssue()
    await admin.rpc('send_newsletter_issue', { issue_id: issue.id })
    expect(await outboxFor(erased.email)).not.toEqual([])
    expect((await admin.rpc('erase_subscriber', { subscriber_id: erased.id })).data).toEqual({ erased: true })
    expect(await sql(`select 1 from public.subscribers where email = $1`, [erased.email])).toEqual([])
    expect(await outboxFor(erased.email)).toEqual([])
    expect((await admin.rpc('erase_subscriber', { subscriber_id: erased.id })).data).toEqual({ erased: false })
  })
})
