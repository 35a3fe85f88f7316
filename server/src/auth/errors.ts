import type { Context } from 'hono'

/** GoTrue's API version this server speaks; echoed so auth-js reads `code` from error bodies. */
export const API_VERSION = '2024-01-01'

/** An error in GoTrue's shape. `status` is the HTTP status, `code` the machine-readable error_code. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  refreshNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshSessionGone: () =>
    new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  sessionNotFound: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  unsupportedGrant: () => new AuthError(400, 'invalid_credentials', 'unsupported_grant_type'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  notImplemented: (route: string) => new AuthError(404, 'not_found', `${route} is not implemented by the local stand-in`),
  otpExpired: (message = 'Email link is invalid or has expired') => new AuthError(403, 'otp_expired', message),
  emailRateLimited: (secondsLeft: number) =>
    new AuthError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${secondsLeft} seconds.`),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, { weak_password: { reasons: ['length'] } }),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  invalidEmail: () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  userIdNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  /** 503 makes auth-js treat it as retryable (AuthRetryableFetchError), which it is. */
  databaseUnavailable: () =>
    new AuthError(503, 'unexpected_failure', 'Database connection error. Retrying the connection.'),
}

/** Body as GoTrue's 2024-01-01 API sends it, plus the legacy fields so older clients also read it. */
export function authErrorBody(error: AuthError): Record<string, unknown> {
  return {
    code: error.code,
    error_code: error.code,
    message: error.message,
    msg: error.message,
    ...error.extra,
  }
}

export function sendAuthError(c: Context, error: AuthError): Response {
  c.header('X-Supabase-Api-Version', API_VERSION)
  c.header('x-sb-error-code', error.code)
  return c.json(authErrorBody(error), error.status as 400)
}
