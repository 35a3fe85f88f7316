import { PostgrestError } from '@supabase/supabase-js'

interface ErrorLike {
  message: string
  code?: string
  details?: string | null
  hint?: string | null
}

/** supabase-js hands back plain error objects when not throwing; make them real errors. */
export function asError(error: ErrorLike): Error {
  if (error instanceof Error) return error
  return new PostgrestError({ message: error.message, code: error.code ?? '', details: error.details ?? '', hint: error.hint ?? '' })
}

/** A write that matched no row: gone already, or refused by row-level security. */
export function nothingChanged(what: string): Error {
  return new Error(`${what} was not changed: it no longer exists or this account may not change it.`)
}
