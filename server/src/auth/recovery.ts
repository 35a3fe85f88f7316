/**
 * POST /recover (supabase-js resetPasswordForEmail): mails a one-use link that signs the user in
 * for a password change. The answer is the same `{}` whether or not the address has an account.
 */
import type { Pool } from 'pg'
import { hasControlCharacters, normalizeEmail } from './rate-limit.ts'
import { authErrors } from './errors.ts'
import { EMAIL_MAX_FREQUENCY_SECONDS, newEmailToken, secondsUntilNextMail, storeEmailToken } from './email-tokens.ts'
import { recoveryMail } from '../../../src/lib/mail/auth-mail.ts'
import type { AuthMailer } from './mailer.ts'
import { inTransaction } from './sessions.ts'

export interface MailLinkContext {
  pool: Pool
  mailer: AuthMailer
  /** The API as the caller reached it, e.g. http://127.0.0.1:54321 */
  apiUrl: string
}

/**
 * GoTrue's checks on an address it is asked to mail, with GoTrue's own address pattern (the WHATWG one): a local part of letters, digits and
 * .!#$%&'*+/=?^_`{|}~- and a host of dot-separated labels. A looser check let through addresses
 * such as `xx:;x@x.x` that hosted answers 400 for, so an invite the local backend accepted would
 * fail once deployed.
 */
const GOTRUE_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : ''
  if (email.length > 255 || hasControlCharacters(email) || !GOTRUE_EMAIL.test(email)) throw authErrors.invalidEmail()
  return email
}

/** The link in the mail: GET /auth/v1/verify, which redirects to `redirectTo`. */
export function verifyLink(apiUrl: string, token: string, type: string, redirectTo: string): string {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo })
  return `${apiUrl}/auth/v1/verify?${query.toString()}`
}

/**
 * Remembers when unknown addresses were "sent" a recovery mail, so they meet the same 60 s limit
 * as real accounts: a second request within the minute answers 429 either way, and the answers
 * tell nobody whether an account exists.
 */
export class UnknownAddressLimiter {
  private readonly sentAt = new Map<string, number>()
  constructor(private readonly now: () => number = Date.now) {}

  secondsLeft(email: string): number {
    const key = normalizeEmail(email)
    const last = this.sentAt.get(key)
    if (last === undefined) return 0
    const left = Math.ceil((last + EMAIL_MAX_FREQUENCY_SECONDS * 1000 - this.now()) / 1000)
    if (left <= 0) this.sentAt.delete(key)
    return Math.max(0, left)
  }

  mark(email: string): void {
    if (this.sentAt.size > 10_000) {
      for (const key of [...this.sentAt.keys()]) this.secondsLeft(key)
    }
    this.sentAt.set(normalizeEmail(email), this.now())
  }
}

/**
 * Checks the request and answers at once; the mail, when there is one to send, goes after the
 * answer (the returned `deliver`). Both kinds of address cost the same before the answer: one
 * read of auth.users and an in-memory check, so the time to answer tells nobody whether an
 * account exists (sending first made a known address 10-20 ms slower than an unknown one).
 */
export async function requestRecovery(
  ctx: MailLinkContext & { unknown: UnknownAddressLimiter },
  body: Record<string, unknown>,
  redirectTo: string,
): Promise<{ deliver?: () => Promise<void> }> {
  if (typeof body.email !== 'string' || body.email.trim() === '') {
    throw authErrors.validation('Password recovery requires an email')
  }
  const email = validEmail(body.email)
  const { rows } = await ctx.pool.query<{ id: string; recovery_sent_at: Date | null }>(
    `select id::text, recovery_sent_at from auth.users where lower(email) = lower($1) order by created_at limit 1`,
    [normalizeEmail(email)],
  )
  const user = rows[0]
  if (!user) {
    const left = ctx.unknown.secondsLeft(email)
    if (left > 0) throw authErrors.emailRateLimited(left)
    ctx.unknown.mark(email)
    return {}
  }
  const left = secondsUntilNextMail(user.recovery_sent_at)
  if (left > 0) throw authErrors.emailRateLimited(left)
  return { deliver: () => sendRecoveryMail(ctx, user.id, redirectTo) }
}

/**
 * Stores a new token and mails its link, unless another request sent one within the minute
 * meanwhile. Locked, so two requests at once send one mail; the mail goes before the commit, so
 * when it cannot go nothing is stored and the member may ask again at once.
 */
async function sendRecoveryMail(ctx: MailLinkContext, userId: string, redirectTo: string): Promise<void> {
  await inTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<{ email: string; recovery_sent_at: Date | null }>(
      `select email, recovery_sent_at from auth.users where id = $1 for update`,
      [userId],
    )
    const user = rows[0]
    if (!user || secondsUntilNextMail(user.recovery_sent_at) > 0) return
    const token = newEmailToken()
    await storeEmailToken(client, userId, 'recovery', token)
    await ctx.mailer.send({ to: user.email, ...recoveryMail(verifyLink(ctx.apiUrl, token, 'recovery', redirectTo)) })
  })
}
