import { errorFields as fields, isSessionFailure, type ErrorFields } from './error-fields.ts'

/**
 * Plain-words error texts. Supabase's clients fail in several shapes (PostgrestError with a
 * PostgreSQL or PGRST code, AuthError with a GoTrue code and status, StorageError with a
 * statusCode string, a bare TypeError when the network is down); a person needs only to know
 * what failed and what to do, so every shape is reduced to one of these kinds.
 */
export type ErrorKind =
  | 'offline'
  | 'rate-limited'
  | 'session-ended'
  | 'wrong-credentials'
  | 'email-not-confirmed'
  | 'not-allowed'
  | 'not-found'
  | 'too-large'
  | 'unsupported-file'
  | 'invalid'
  | 'taken'
  | 'server'

/** What to do, per kind; appended to the sentence that says what failed. */
const ADVICE: Record<ErrorKind, string> = {
  offline: 'Check your connection and try again.',
  'rate-limited': 'There were too many attempts in a short time. Wait a minute and try again.',
  'session-ended': 'Your session has ended. Sign in again and retry.',
  'wrong-credentials': 'The email address or password is not right. Check both and try again.',
  'email-not-confirmed': 'This email address has not been confirmed yet. Use the link in the confirmation email first.',
  'not-allowed': 'Your role in the newsroom does not allow this. Ask an editor or an administrator.',
  'not-found': 'It may have been removed in the meantime. Reload the page and try again.',
  'too-large': 'It is too large. Make it smaller and try again.',
  'unsupported-file': 'Choose a PNG, JPG, GIF or WebP image and try again.',
  invalid: 'Some of what was entered was not accepted. Check it and try again.',
  taken: 'It is already taken. Choose another and try again.',
  server: 'Something went wrong on our side. Try again in a moment.',
}

/** Per-kind replacements for the whole description, e.g. the comment form's rate limit. */
export type ErrorTextOverrides = Partial<Record<ErrorKind, string>>

const NETWORK_MESSAGE = /failed to fetch|networkerror|load failed|network request failed|fetch failed/i

function isNetworkFailure({ name, message, status, originalError }: ErrorFields): boolean {
  if (name === 'AuthRetryableFetchError' || status === 0) return true
  if (name === 'StorageUnknownError') return originalError === undefined || isNetworkFailure(fields(originalError))
  // A thrown fetch failure is a TypeError; postgrest-js reports it as "TypeError: Failed to fetch".
  return NETWORK_MESSAGE.test(message)
}

/** What kind of failure an error from any Supabase client (or the network) is. */
export function errorKind(error: unknown): ErrorKind {
  const details = fields(error)
  const { code, status } = details
  if (isNetworkFailure(details)) return 'offline'
  if (status === 429 || code === 'PT429' || code.startsWith('over_')) return 'rate-limited'
  if (code === 'invalid_credentials') return 'wrong-credentials'
  if (code === 'email_not_confirmed') return 'email-not-confirmed'
  if (isSessionFailure(error)) return 'session-ended'
  if (code === '42501' || status === 401 || status === 403) return 'not-allowed'
  if (status === 413 || code === '54000') return 'too-large'
  if (status === 415 || code === 'InvalidMimeType') return 'unsupported-file'
  if (status === 404 || code === 'PGRST116' || code === '23503') return 'not-found'
  // A unique rule: the name, slug or address is someone else's already.
  if (code === '23505') return 'taken'
  if (/^2[23]/.test(code) || status === 400 || status === 409 || status === 422) return 'invalid'
  return 'server'
}

/**
 * The toast or alert text for a failure: `failed` says what did not happen ("Couldn't load the
 * latest news."), the kind of error adds what to do. Never the technical message.
 */
export function errorText(error: unknown, failed: string, overrides?: ErrorTextOverrides): string {
  const kind = errorKind(error)
  return overrides?.[kind] ?? `${failed} ${ADVICE[kind]}`
}
