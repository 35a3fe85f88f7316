import { SignJWT } from 'jose'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { configFromEnv, LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../config.ts'
import type { Db } from '../types.ts'
import { createAuthRoutes } from './routes.ts'

// A database that knows no users: enough for every answer that needs no session.
const queries: string[] = []
const pool = Object.assign(new pg.Pool(), {
  query: async (sql: string) => {
    queries.push(sql)
    return { rows: [], rowCount: 0 }
  },
})
const db: Db = { pool, withClaims: async () => { throw new Error('not used') } }
const app = createAuthRoutes({ config: { ...configFromEnv({}), log: () => undefined }, db })

const headers = { 'content-type': 'application/json;charset=UTF-8', 'x-supabase-api-version': '2024-01-01' }
const post = (path: string, body?: unknown, extra: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { ...headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) })

async function expectAuthError(res: Response, status: number, code: string, message?: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  const body = (await res.json()) as Record<string, unknown>
  expect(body.code).toBe(code)
  expect(body.error_code).toBe(code)
  if (message) {
    expect(body.message).toBe(message)
    expect(body.msg).toBe(message)
  }
}

describe('auth routes without a session', () => {
  it('refuses sign-up as GoTrue does when signups are disabled', async () => {
    await expectAuthError(await post('/signup', { email: 'a@b.co', password: 'secret12' }), 422, 'signup_disabled', 'Signups not allowed for this instance')
  })

  it('refuses signInAnonymously by name, as GoTrue does with anonymous sign-ins off', async () => {
    await expectAuthError(await post('/signup', { data: {} }), 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  })

  it('opens sign-up only with ENABLE_SIGNUP=true, and then still refuses a phone by name', async () => {
    const open = createAuthRoutes({ config: { ...configFromEnv({ ENABLE_SIGNUP: 'true' }), log: () => undefined }, db })
    expect(((await (await open.request('/settings')).json()) as { disable_signup: boolean }).disable_signup).toBe(false)
    const res = await open.request('/signup', { method: 'POST', headers, body: JSON.stringify({ phone: '15555550100', password: 'secret12' }) })
    await expectAuthError(res, 404, 'not_found', 'POST /auth/v1/signup with a phone is not implemented by the local stand-in')
    expect(configFromEnv({}).enableSignup).toBe(false)
  })

  it('reports settings with email sign-in only and sign-up disabled', async () => {
    const res = await app.request('/settings')
    const body = (await res.json()) as { disable_signup: boolean; external: Record<string, boolean> }
    expect(body.disable_signup).toBe(true)
    expect(body.external.email).toBe(true)
    expect(Object.entries(body.external).filter(([, on]) => on)).toEqual([['email', true]])
  })

  it('answers an unknown email with invalid_credentials and never echoes the password', async () => {
    const res = await post('/token?grant_type=password', { email: 'nobody@example.com', password: 'hunter2-secret' })
    const text = await res.clone().text()
    expect(text).not.toContain('hunter2')
    await expectAuthError(res, 400, 'invalid_credentials', 'Invalid login credentials')
  })

  it('answers an empty password with invalid_credentials without touching the database', async () => {
    const before = queries.length
    await expectAuthError(await post('/token?grant_type=password', { email: 'a@b.co', password: '' }), 400, 'invalid_credentials')
    expect(queries.length).toBe(before)
  })

  it('refuses unknown grant types as GoTrue does, and unparsable bodies', async () => {
    await expectAuthError(await post('/token?grant_type=magic', {}), 400, 'invalid_credentials', 'unsupported_grant_type')
    const res = await app.request('/token?grant_type=password', { method: 'POST', headers, body: '{nope' })
    await expectAuthError(res, 400, 'bad_json')
  })

  it('needs a refresh token for the refresh grant', async () => {
    await expectAuthError(await post('/token?grant_type=refresh_token', {}), 400, 'refresh_token_not_found')
  })

  it('asks for a Bearer token on /user and /logout', async () => {
    await expectAuthError(await app.request('/user', { headers }), 401, 'no_authorization')
    await expectAuthError(await post('/logout'), 401, 'no_authorization')
  })

  it('refuses forged, expired, malformed and anon tokens on /user with 403 bad_jwt', async () => {
    const sub = '6f1c1f0e-5b7a-4f63-9b4e-0e6f1d2c3b4a'
    const forged = await new SignJWT({ sub, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-32-chars'))
    const expired = await new SignJWT({ sub, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    for (const token of [forged, expired, 'abc', LOCAL_ANON_KEY]) {
      await expectAuthError(await app.request('/user', { headers: { ...headers, authorization: `Bearer ${token}` } }), 403, 'bad_jwt')
    }
  })

  it('refuses an unknown logout scope', async () => {
    await expectAuthError(await post('/logout?scope=everyone', undefined, { authorization: `Bearer ${LOCAL_ANON_KEY}` }), 400, 'validation_failed')
  })

  it('answers GoTrue grants and routes it does not implement with a 404 naming them', async () => {
    await expectAuthError(await post('/token?grant_type=pkce', {}), 404, 'not_found', 'POST /auth/v1/token?grant_type=pkce is not implemented by the local stand-in')
    for (const [method, path] of [['POST', '/otp'], ['GET', '/reauthenticate'], ['POST', '/admin/generate_link'], ['GET', '/nope']] as const) {
      const res = await app.request(path, { method, headers })
      await expectAuthError(res, 404, 'not_found', `${method} ${path} is not implemented by the local stand-in`)
    }
  })
})
