/** An error in PostgREST's shape: `{code, message, details, hint}` with an HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }

  body() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** PGRST100: the query string does not parse. */
export function parseError(what: string, details: string, message?: string): RestError {
  return new RestError(400, 'PGRST100', message ?? `"failed to parse ${what}"`, details)
}

export interface PgErrorLike {
  code?: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgErrorLike & Error {
  return (
    error instanceof Error &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code!)
  )
}

/** HTTP status for a SQLSTATE, as PostgREST maps them (Error.hs mapSQLtoHTTP). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === 'P0001') return 400
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const cls = code.slice(0, 2)
  switch (cls) {
    case '08':
      return 503
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
    case 'P0':
    case 'XX':
      return 500
    case '0L':
    case '0P':
    case '28':
      return 403
    case '53':
      return 503
    case '54':
      return 413
    default:
      return 400
  }
}

/** Converts anything thrown while serving a REST request into a RestError. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  if (isPgError(error)) {
    let status = statusForSqlState(error.code!, role)
    // A 503 makes postgrest-js retry; the connection problems behind it are ours, not transient.
    if (status === 503) status = 500
    return new RestError(status, error.code!, error.message, error.detail ?? null, error.hint ?? null)
  }
  return new RestError(500, 'PGRST000', 'Internal server error', null, null)
}
