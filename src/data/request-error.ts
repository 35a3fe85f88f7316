import { PostgrestError } from '@supabase/postgrest-js'

interface ErrorBody {
  message: string
  code?: string
  details?: string | null
  hint?: string | null
}

/**
 * A failed response as a thrown error that keeps its HTTP status, so the error texts can tell
 * a rate limit (429) or an oversized body (413) from a server fault even without a code.
 */
export function requestError(error: ErrorBody, status: number): PostgrestError & { status: number } {
  const thrown = new PostgrestError({ message: error.message, code: error.code ?? '', details: error.details ?? '', hint: error.hint ?? '' })
  return Object.assign(thrown, { status })
}

/** A write that matched no row: gone already, or refused by row-level security. */
export function nothingChanged(what: string): Error {
  const error = new Error(`${what} was not changed: it no longer exists or this account may not change it.`)
  return Object.assign(error, { name: 'NothingChangedError', status: 404 })
}

export function isNothingChanged(error: unknown): boolean {
  return error instanceof Error && error.name === 'NothingChangedError'
}
