/**
 * An error in PostgREST's shape: `{code, message, details, hint}` with an HTTP status. Built by
 * error-catalogue.ts, which names every one the REST API answers with.
 */
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

export interface PgErrorLike {
  code?: string
  message: string
  detail?: string
  hint?: string
}

export function isPgError(error: unknown): error is PgErrorLike & Error {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(error.code) &&
    // Node's socket errors also carry a code, some of five letters (EPIPE), and a syscall.
    !('syscall' in error)
  )
}

/** HTTP status for a SQLSTATE, as PostgREST maps them (Error.hs pgErrorStatus). */
export function statusForSqlState(code: string, role: string, message = ''): number {
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404
  if (code === '42P01') return 404
  if (code === '42P17') return 500
  if (code === '53400') return 500
  if (code === '57P01') return 503
  if (code === 'P0001') return 400
  // RAISE ... SQLSTATE 'PT429' answers 429; PostgREST falls back to 500 when xyz is not a status.
  if (code.startsWith('PT')) {
    const status = /^PT\d{3}$/.test(code) ? Number(code.slice(2)) : NaN
    return status >= 100 && status <= 599 ? status : 500
  }
  switch (code.slice(0, 2)) {
    case '08':
    case '53':
      return 503
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case '54':
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
    default:
      return 400
  }
}
