import type { Session } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { sessionNeedsCode, tokenAssuranceLevel } from './assurance.ts'

const token = (claims: Record<string, unknown>) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`

const session = (aal: string, factors: { status: string }[]) =>
  ({ access_token: token({ aal, sub: 'u' }), user: { id: 'u', factors } }) as unknown as Session

describe('sessionNeedsCode', () => {
  it('asks for a code when a verified factor exists and the token is aal1', () => {
    expect(sessionNeedsCode(session('aal1', [{ status: 'verified' }]))).toBe(true)
  })

  it('does not ask after the code (aal2), without a factor, or for an unverified enrolment', () => {
    expect(sessionNeedsCode(session('aal2', [{ status: 'verified' }]))).toBe(false)
    expect(sessionNeedsCode(session('aal1', []))).toBe(false)
    expect(sessionNeedsCode(session('aal1', [{ status: 'unverified' }]))).toBe(false)
    expect(sessionNeedsCode(null)).toBe(false)
  })

  it('reads the aal claim from a base64url payload and survives a malformed token', () => {
    expect(tokenAssuranceLevel(token({ aal: 'aal2', name: '~~~???' }))).toBe('aal2')
    expect(tokenAssuranceLevel('not-a-token')).toBeNull()
    expect(tokenAssuranceLevel('a.%%%.c')).toBeNull()
  })
})
