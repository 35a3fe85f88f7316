/**
 * The fields every Supabase client's error shares, and the one question the app asks of an error
 * before it shows anything: did the session end? Kept apart from error-text.ts so that the entry
 * script carries only this; the texts load with the first error (or a page that shows one).
 */
export interface ErrorFields {
  name: string
  message: string
  code: string
  status: number | undefined
  originalError: unknown
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function errorFields(error: unknown): ErrorFields {
  const raw = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>
  // Storage puts the logical status in `statusCode` ('413', '415') and the HTTP one in `status`.
  const statusCode = Number(raw.statusCode)
  const status = Number.isInteger(statusCode) && statusCode > 0 ? statusCode : typeof raw.status === 'number' ? raw.status : undefined
  return { name: text(raw.name), message: text(raw.message), code: text(raw.code), status, originalError: raw.originalError }
}

const JWT_ERROR_CODES = new Set(['PGRST301', 'PGRST302', 'PGRST303'])
const SESSION_AUTH_CODES = new Set(['session_not_found', 'session_expired', 'refresh_token_not_found', 'refresh_token_already_used', 'bad_jwt'])

/** A request refused because the access token expired or is no longer valid. */
export function isSessionFailure(error: unknown): boolean {
  const { name, message, code, status } = errorFields(error)
  if (JWT_ERROR_CODES.has(code) || SESSION_AUTH_CODES.has(code) || name === 'AuthSessionMissingError') return true
  if (/jwt expired|invalid jwt|"exp" claim/i.test(message)) return true
  return (status === 401 || status === 403) && /jwt|token/i.test(message)
}
