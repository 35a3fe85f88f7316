import type { Session } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { INITIAL_AUTH_STATE, nextAuthState, type AuthState } from './auth-state.ts'

const session = { access_token: 'a', refresh_token: 'r', user: { id: 'u1', email: 'admin@example.com' } } as unknown as Session
const signedIn: AuthState = { status: 'signed-in', session, user: session.user, signedOutReason: null }

describe('nextAuthState', () => {
  it('stays loading until the stored session is read, then signs in or out', () => {
    expect(INITIAL_AUTH_STATE.status).toBe('loading')
    expect(nextAuthState(INITIAL_AUTH_STATE, 'INITIAL_SESSION', session, false)).toEqual(signedIn)
    expect(nextAuthState(INITIAL_AUTH_STATE, 'INITIAL_SESSION', null, false)).toEqual({
      status: 'signed-out', session: null, user: null, signedOutReason: null,
    })
  })

  it.each(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const)(
    '%s with a session is signed in with the new session',
    (event) => {
      const refreshed = { ...session, access_token: 'b' } as Session
      expect(nextAuthState(signedIn, event, refreshed, false).session?.access_token).toBe('b')
    },
  )

  it('marks a sign-out the user asked for', () => {
    expect(nextAuthState(signedIn, 'SIGNED_OUT', null, true).signedOutReason).toBe('signed-out')
  })

  it('marks a sign-out the user did not ask for as an ended session', () => {
    const next = nextAuthState(signedIn, 'SIGNED_OUT', null, false)
    expect(next).toMatchObject({ status: 'signed-out', user: null, signedOutReason: 'session-ended' })
  })

  it('does not call a plain signed-out start an ended session', () => {
    const signedOut = nextAuthState(INITIAL_AUTH_STATE, 'INITIAL_SESSION', null, false)
    expect(nextAuthState(signedOut, 'SIGNED_OUT', null, false).signedOutReason).toBeNull()
  })

  it('keeps "session ended" through a second SIGNED_OUT for the same end (supabase-js\'s, then the local sign-out)', () => {
    const ended = nextAuthState(signedIn, 'SIGNED_OUT', null, false)
    expect(nextAuthState(ended, 'SIGNED_OUT', null, false).signedOutReason).toBe('session-ended')
  })
})
