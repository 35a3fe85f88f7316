import type { AuthError } from '@supabase/supabase-js'

/** A six-digit code from the authenticator app; spaces a person types in the middle are fine. */
export const normaliseCode = (value: string) => value.replace(/\s+/g, '')

/** What is wrong with a typed code's shape, or null when it is six digits. */
export const codeFormatProblem = (code: string) =>
  /^\d{6}$/.test(code) ? null : 'Enter the 6-digit code from your authenticator app.'

/** Supabase Auth's answer to a code that is not the current one. */
export const isWrongCode = (error: AuthError) => error.code === 'mfa_verification_failed' || error.status === 422

export const WRONG_CODE = 'That code is not right, or it has expired. Enter the code your app shows now.'
