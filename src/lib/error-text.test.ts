import { PostgrestError } from '@supabase/postgrest-js'
import { describe, expect, it } from 'vitest'
import { isSessionFailure } from './error-fields.ts'
import { errorKind, errorText } from './error-text.ts'

const postgrest = (code: string, message = 'raw server text') => new PostgrestError({ code, message, details: 'd', hint: 'h' })

/** Shaped as auth-js builds them (name, message, status, code). */
const authError = (name: string, message: string, status: number, code?: string) =>
  Object.assign(new Error(message), { name, status, code })

/** Shaped as storage-js builds them: HTTP status plus the body's statusCode string. */
const storageError = (statusCode: string, message: string, status = 400) =>
  Object.assign(new Error(message), { name: 'StorageApiError', status, statusCode })

describe('errorKind', () => {
  it.each([
    ['a thrown fetch failure', new TypeError('Failed to fetch')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
    ['postgrest-js without throwOnError', { message: 'TypeError: Failed to fetch', code: '', details: '', hint: '' }],
    ['auth-js ("{}" as message)', authError('AuthRetryableFetchError', '{}', 0)],
    ['storage-js', Object.assign(new Error('Failed to fetch'), { name: 'StorageUnknownError', originalError: new TypeError('Failed to fetch') })],
  ])('%s is offline', (_, error) => expect(errorKind(error)).toBe('offline'))

  it.each([
    ['PostgREST PT429 (the comment rate limit)', postgrest('PT429', 'rate limit exceeded')],
    ['an HTTP 429 without a code', { message: 'Too Many Requests', status: 429 }],
    ['GoTrue', authError('AuthApiError', 'Request rate limit reached', 429, 'over_request_rate_limit')],
  ])('%s is rate-limited', (_, error) => expect(errorKind(error)).toBe('rate-limited'))

  it('sign-in refusals', () => {
    expect(errorKind(authError('AuthApiError', 'Invalid login credentials', 400, 'invalid_credentials'))).toBe('wrong-credentials')
    expect(errorKind(authError('AuthApiError', 'Email not confirmed', 400, 'email_not_confirmed'))).toBe('email-not-confirmed')
  })

  it.each([
    ['RLS refusal', postgrest('42501', 'new row violates row-level security policy for table "articles"')],
    ['storage 403', storageError('403', 'new row violates row-level security policy')],
  ])('%s is not-allowed', (_, error) => expect(errorKind(error)).toBe('not-allowed'))

  it('storage limits', () => {
    expect(errorKind(storageError('413', 'The object exceeded the maximum allowed size'))).toBe('too-large')
    expect(errorKind(storageError('415', 'mime type text/plain is not supported'))).toBe('unsupported-file')
  })

  it('missing rows and refused values', () => {
    expect(errorKind({ message: 'The article was not changed', status: 404 })).toBe('not-found')
    expect(errorKind(postgrest('23503'))).toBe('not-found')
    expect(errorKind(postgrest('23514', 'new row violates check constraint'))).toBe('invalid')
    expect(errorKind(postgrest('22001', 'value too long'))).toBe('invalid')
    expect(errorKind(postgrest('23505', 'duplicate key value violates unique constraint'))).toBe('taken')
  })

  it.each([
    postgrest('XX000', 'articles are unavailable'),
    postgrest('', 'try again later'),
    new Error('something odd'),
    {},
    null,
    'a string',
  ])('anything else (%j) is a server problem', (error) => expect(errorKind(error)).toBe('server'))
})

describe('errorText', () => {
  it('says what failed and what to do', () => {
    expect(errorText(new TypeError('Failed to fetch'), "Couldn't load the latest news."))
      .toBe("Couldn't load the latest news. Check your connection and try again.")
  })

  it('uses a per-kind override as the whole text', () => {
    const overrides = { 'rate-limited': "You're commenting too fast — try again in a minute" }
    expect(errorText(postgrest('PT429'), "Your comment wasn't sent.", overrides)).toBe("You're commenting too fast — try again in a minute")
    expect(errorText({ status: 429 }, "Your comment wasn't sent.", overrides)).toBe("You're commenting too fast — try again in a minute")
    expect(errorText(new TypeError('Failed to fetch'), "Your comment wasn't sent.", overrides))
      .toBe("Your comment wasn't sent. Check your connection and try again.")
  })

  it.each([
    new TypeError('Failed to fetch'),
    authError('AuthRetryableFetchError', '{}', 0),
    postgrest('XX000', 'articles are unavailable'),
    postgrest('42501', 'permission denied for table subscribers'),
    storageError('415', 'mime type text/plain is not supported'),
    authError('AuthApiError', 'Invalid login credentials', 400, 'invalid_credentials'),
  ])('never shows the technical message, an error name or "{}" (%s)', (error) => {
    const shown = errorText(error, "The article wasn't saved.")
    expect(shown).not.toMatch(/\{\}|TypeError|Error:|PGRST|unavailable|permission denied|mime type|credentials/)
    expect(shown.startsWith("The article wasn't saved. ")).toBe(true)
  })
})

describe('isSessionFailure', () => {
  it.each([
    { code: 'PGRST303', message: 'JWT expired' },
    { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' },
    { message: 'JWT expired' },
    { statusCode: '403', message: '"exp" claim timestamp check failed' },
    { name: 'AuthSessionMissingError', message: 'Auth session missing!' },
  ])('recognises %j', (error) => expect(isSessionFailure(error)).toBe(true))

  it.each([
    { code: '42501', message: 'new row violates row-level security policy for table "articles"' },
    { statusCode: '403', message: 'new row violates row-level security policy' },
    { code: '23505', message: 'duplicate key value violates unique constraint' },
    new Error('Failed to fetch'),
    null,
  ])('does not treat %j as an expired session', (error) => expect(isSessionFailure(error)).toBe(false))
})
