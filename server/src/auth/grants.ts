import type { Pool } from 'pg'
import { HashQueueFullError } from './hash-pool.ts'
import { authErrors } from './errors.ts'
import { isPasswordTooLong, MAX_PASSWORD_BYTES, verifyPassword } from './passwords.ts'
import { hasControlCharacters, normalizeEmail, type SignInThrottle } from './rate-limit.ts'
import { createSession, findUserByEmail, isBanned, refreshSession, type IssuedSession } from './sessions.ts'

const MAX_EMAIL_LENGTH = 255
const MAX_REFRESH_TOKEN_LENGTH = 512

export interface PasswordGrant {
  pool: Pool
  throttle: SignInThrottle
  /** Who is signing in, for the per-client limit (clientAddressOf). */
  client: string
  body: Record<string, unknown>
}

/** The input checks GoTrue makes before it looks anyone up. */
function credentialsOf(body: Record<string, unknown>): { email: string; password: string } {
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  const password = typeof body.password === 'string' ? body.password : ''
  if (!email) throw authErrors.validation('missing email or phone')
  if (hasControlCharacters(body.email as string)) throw authErrors.validation('Unable to validate email address: invalid format')
  if (isPasswordTooLong(password)) throw authErrors.validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  if (email.length > MAX_EMAIL_LENGTH || password === '') throw authErrors.invalidCredentials()
  return { email, password }
}

/** POST /token?grant_type=password: a new session for the right e-mail and password. */
export async function passwordGrant(g: PasswordGrant): Promise<IssuedSession> {
  const { email, password } = credentialsOf(g.body)
  // Counted before the password is checked, so parallel guesses are refused too.
  const attempt = g.throttle.begin(g.client)
  if (!attempt) throw authErrors.rateLimited()
  try {
    const user = await findUserByEmail(g.pool, normalizeEmail(email))
    if (!attempt.claimAccount(user?.id ?? normalizeEmail(email))) throw authErrors.rateLimited()
    const ok = await verifyPassword(password, user?.encrypted_password)
    if (!user || !ok) {
      attempt.fail()
      throw authErrors.invalidCredentials()
    }
    attempt.succeed()
    if (isBanned(user)) throw authErrors.userBanned()
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed()
    return await createSession(g.pool, user)
  } catch (error) {
    if (error instanceof HashQueueFullError) throw authErrors.rateLimited()
    throw error
  } finally {
    attempt.end()
  }
}

/** POST /token?grant_type=refresh_token: the session's next tokens. */
export async function refreshGrant(pool: Pool, body: Record<string, unknown>): Promise<IssuedSession> {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  if (!token || token.length > MAX_REFRESH_TOKEN_LENGTH) throw authErrors.refreshNotFound()
  return refreshSession(pool, token)
}
