import { describe, expect, it, vi } from 'vitest'
import { isSessionFailure } from './session-guard.ts'

vi.mock('@/lib/supabase.ts', () => ({ supabase: {} }))

describe('isSessionFailure', () => {
  it.each([
    { code: 'PGRST303', message: 'JWT expired' },
    { code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' },
    { message: 'JWT expired' },
    { statusCode: '403', message: '"exp" claim timestamp check failed' },
  ])('recognises %j', (error) => expect(isSessionFailure(error)).toBe(true))

  it.each([
    { code: '42501', message: 'new row violates row-level security policy for table "articles"' },
    { statusCode: '403', message: 'new row violates row-level security policy' },
    { code: '23505', message: 'duplicate key value violates unique constraint' },
    new Error('Failed to fetch'),
    null,
  ])('does not treat %j as an expired session', (error) => expect(isSessionFailure(error)).toBe(false))
})
