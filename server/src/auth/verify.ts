/**
 * GET and POST /verify: spends an e-mail link's token (recovery or invitation) and signs the
 * user in. GET is the link itself and answers with a 303 to the app, the session (or the error)
 * in the URL fragment as GoTrue's implicit flow does; POST is supabase-js verifyOtp and answers
 * with the session as JSON.
 */
import type { Pool } from 'pg'
import { AuthError, authErrors } from './errors.ts'
import { consumeEmailToken, type EmailTokenType } from './email-tokens.ts'
import { validEmail } from './recovery.ts'
import { createSession, findUserById, inTransaction, isBanned, type IssuedSession } from './sessions.ts'
import type { TokenResponse } from './tokens.ts'

type Issue = (issued: IssuedSession) => Promise<TokenResponse>

/** Which stored token a verification type spends (GoTrue keeps signup and invite in one column). */
function tokenTypeOf(type: unknown): { type: string; column: EmailTokenType } {
  if (type === 'recovery') return { type, column: 'recovery' }
  if (type === 'invite' || type === 'signup') return { type, column: 'invite' }
  // Known GoTrue types whose codes this backend never sends (no SMS, no magic link, no e-mail
  // change mail): refused by name, so a caller learns what is missing rather than a bare 400.
  if (type === 'sms' || type === 'phone_change') throw authErrors.notImplemented(`Verifying a phone (type ${type}: SMS one-time codes)`)
  if (type === 'magiclink' || type === 'email' || type === 'email_change') {
    throw authErrors.notImplemented(`Verifying type ${type} (this backend sends no such mail)`)
  }
  throw authErrors.validation('Unsupported verification type')
}

/** Spends the token, confirms the address (following the link proves it) and starts a session. */
async function signInWithToken(pool: Pool, column: EmailTokenType, token: string, email?: string): Promise<IssuedSession> {
  const user = await inTransaction(pool, async (client) => {
    const found = await consumeEmailToken(client, column, token, email)
    await client.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
      [found.id],
    )
    return (await findUserById(client, found.id)) ?? found
  })
  if (isBanned(user)) throw authErrors.userBanned()
  return createSession(pool, user, 'otp')
}

/** Encodes fragment parameters as Go's url.Values does: sorted by key, spaces as '+'. */
function fragment(params: Record<string, string>): string {
  return new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString()
}

/** GET /verify: where to send the browser (the Location of a 303). */
export async function verifyLinkRedirect(
  pool: Pool,
  issue: Issue,
  query: { token?: string; type?: string },
  redirectTo: string,
): Promise<string> {
  if (!query.token) throw authErrors.validation('Verify requires a token or a token hash')
  if (!query.type) throw authErrors.validation('Verify requires a verification type')
  const { type, column } = tokenTypeOf(query.type)
  try {
    const session = await issue(await signInWithToken(pool, column, query.token))
    const { access_token, expires_at, expires_in, refresh_token, token_type } = session
    return `${redirectTo}#${fragment({
      access_token,
      expires_at: String(expires_at),
      expires_in: String(expires_in),
      refresh_token,
      sb: '',
      token_type,
      type,
    })}`
  } catch (error) {
    if (!(error instanceof AuthError)) throw error
    const url = new URL(redirectTo)
    url.hash = fragment({
      ...(error.status === 403 ? { error: 'access_denied' } : error.status < 500 ? { error: 'invalid_request' } : { error: 'server_error' }),
      error_code: error.code,
      error_description: error.message,
      sb: '',
    })
    return url.toString()
  }
}

/** POST /verify (verifyOtp): `{ token_hash, type }` or `{ email, token, type }`. */
export async function verifyOtp(pool: Pool, issue: Issue, body: Record<string, unknown>): Promise<TokenResponse> {
  const token = typeof body.token === 'string' ? body.token : ''
  const tokenHash = typeof body.token_hash === 'string' ? body.token_hash : ''
  if ((token === '') === (tokenHash === '')) throw authErrors.validation('Verify requires either a token or a token hash')
  if (tokenHash && (body.email || body.phone)) throw authErrors.validation('Only the token_hash and type should be provided')
  const { column } = tokenTypeOf(body.type)
  if (tokenHash) return issue(await signInWithToken(pool, column, tokenHash))
  if (typeof body.email !== 'string' || body.email === '') {
    throw authErrors.validation('Only an email address or phone number should be provided on verify')
  }
  let email: string
  try {
    email = validEmail(body.email)
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format')
  }
  return issue(await signInWithToken(pool, column, token, email))
}
