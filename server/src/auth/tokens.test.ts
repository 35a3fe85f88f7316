import { describe, expect, it } from 'vitest'
import { LOCAL_JWT_SECRET } from '../config.ts'
import { signJwt, verifyJwt } from '../jwt.ts'
import { accessTokenClaims, newRefreshToken, toGoTrueUser, tokenResponse, type UserRow } from './tokens.ts'

const row: UserRow = {
  id: '6f1c1f0e-5b7a-4f63-9b4e-0e6f1d2c3b4a',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'admin@example.com',
  encrypted_password: '$2a$10$secret',
  email_confirmed_at: new Date('2026-01-01T00:00:00Z'),
  raw_app_meta_data: { provider: 'email', providers: ['email'] },
  raw_user_meta_data: { name: 'Ada' },
  created_at: new Date('2025-12-31T00:00:00Z'),
  updated_at: new Date('2026-01-02T00:00:00Z'),
  last_sign_in_at: null,
  banned_until: null,
}

describe('toGoTrueUser', () => {
  it("has GoTrue's shape and never leaks the password hash", () => {
    const user = toGoTrueUser(row)
    expect(user).toMatchObject({
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: 'admin@example.com',
      phone: '',
      email_confirmed_at: '2026-01-01T00:00:00.000Z',
      confirmed_at: '2026-01-01T00:00:00.000Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      created_at: '2025-12-31T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      is_anonymous: false,
    })
    expect(user.identities[0]).toMatchObject({ provider: 'email', user_id: row.id })
    expect('last_sign_in_at' in user).toBe(false)
    expect(JSON.stringify(user)).not.toContain('secret')
    expect(JSON.stringify(user)).not.toContain('encrypted_password')
  })

  it('fills app_metadata when the row has none and omits null timestamps', () => {
    const user = toGoTrueUser({ ...row, raw_app_meta_data: null, raw_user_meta_data: null, email_confirmed_at: null })
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
    expect(user.user_metadata).toEqual({})
    expect('email_confirmed_at' in user).toBe(false)
    expect('confirmed_at' in user).toBe(false)
  })
})

describe('access token and token response', () => {
  const claims = accessTokenClaims({
    user: row,
    sessionId: '11111111-2222-4333-8444-555555555555',
    now: 1_800_000_000,
    expiry: 3600,
    authenticatedAt: 1_799_999_000,
    issuer: 'http://127.0.0.1:54321/auth/v1',
  })

  it("carries GoTrue's claims", () => {
    expect(claims).toEqual({
      aud: 'authenticated',
      exp: 1_800_003_600,
      iat: 1_800_000_000,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: row.id,
      email: 'admin@example.com',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Ada' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1_799_999_000 }],
      session_id: '11111111-2222-4333-8444-555555555555',
      is_anonymous: false,
    })
  })

  it('builds the token response supabase-js counts as a session', async () => {
    const jwt = await signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }, LOCAL_JWT_SECRET)
    const response = tokenResponse(jwt, 'refresh-1', claims, row)
    expect(response).toMatchObject({
      access_token: jwt,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: 1_800_003_600,
      refresh_token: 'refresh-1',
      user: { id: row.id, email: row.email },
    })
    const verified = await verifyJwt(jwt, LOCAL_JWT_SECRET)
    expect(verified.ok && verified.claims.role).toBe('authenticated')
  })

  it('makes unguessable, URL-safe refresh tokens', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newRefreshToken()))
    expect(tokens.size).toBe(100)
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{24}$/)
  })
})
