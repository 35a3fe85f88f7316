import { describe, expect, it } from 'vitest'
import { configFromEnv, LOCAL_ANON_KEY } from '../config.ts'
import pg from 'pg'
import { DbAvailability } from '../db/availability.ts'
import type { LocalDb } from '../db/index.ts'
import { signJwt } from '../jwt.ts'
import type { SchemaStore } from '../rest/schema/schema.ts'
import { createApp, isOpenRoute } from './app.ts'

const config = { ...configFromEnv({}), bodyLimit: 1024, log: () => undefined }
// Requests below are all answered before any database access, but /health's select 1. The pools
// never connect: nothing queries them.
const db: LocalDb = {
  pool: new pg.Pool(),
  apiPool: new pg.Pool(),
  withClaims: () => Promise.reject(new Error('not used')),
  connectionString: '',
  availability: new DbAvailability({ probe: async () => undefined, log: () => undefined }),
  ping: async () => undefined,
}
const app = createApp({ config, db, schema: {} as SchemaStore })

describe('isOpenRoute', () => {
  it('opens only public/signed object reads and GoTrue redirects', () => {
    expect(isOpenRoute('GET', '/storage/v1/object/public/article-images/a.png')).toBe(true)
    expect(isOpenRoute('HEAD', '/storage/v1/object/sign/b/a.png')).toBe(true)
    expect(isOpenRoute('GET', '/auth/v1/verify')).toBe(true)
    expect(isOpenRoute('POST', '/storage/v1/object/public/article-images/a.png')).toBe(false)
    expect(isOpenRoute('GET', '/storage/v1/object/article-images/a.png')).toBe(false)
    expect(isOpenRoute('GET', '/storage/v1/bucket')).toBe(false)
    expect(isOpenRoute('GET', '/rest/v1/articles')).toBe(false)
    expect(isOpenRoute('GET', '/auth/v1/user')).toBe(false)
  })
})

describe('gateway checks', () => {
  it('needs an apikey', async () => {
    const res = await app.request('/rest/v1/articles')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' })
  })

  it('refuses a key not signed with our secret', async () => {
    const forged = await signJwt({ role: 'service_role' }, 'x'.repeat(40))
    for (const key of [forged, 'sb_publishable_abc', 'abc']) {
      const res = await app.request('/rest/v1/articles', { headers: { apikey: key } })
      expect(res.status).toBe(401)
      expect(((await res.json()) as { message: string }).message).toBe('Invalid API key')
    }
  })

  it('maps bad bearer tokens to PGRST301/303 with WWW-Authenticate', async () => {
    const expired = await signJwt({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }, config.jwtSecret)
    const r1 = await app.request('/rest/v1/articles', { headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${expired}` } })
    expect(r1.status).toBe(401)
    expect(await r1.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' })
    expect(r1.headers.get('www-authenticate')).toContain('invalid_token')
    const r2 = await app.request('/rest/v1/articles', { headers: { apikey: LOCAL_ANON_KEY, Authorization: 'Bearer abc' } })
    expect(await r2.json()).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' })
  })

  it('answers preflight, health, unknown routes and big bodies with JSON', async () => {
    const pre = await app.request('/rest/v1/articles', {
      method: 'OPTIONS',
      headers: { Origin: 'http://x', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey,prefer' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-headers')).toBe('apikey,prefer')
    expect(await (await app.request('/health')).json()).toEqual({ status: 'ok' })
    const nf = await app.request('/nope', { headers: { apikey: LOCAL_ANON_KEY } })
    expect(nf.status).toBe(404)
    expect(await nf.json()).toEqual({ message: 'no Route matched with those values' })
    const big = await app.request('/rest/v1/articles', {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'Content-Length': '5000' },
      body: 'x'.repeat(5000),
    })
    expect(big.status).toBe(413)
  })

  it("answers a body over the limit in each API's own shape", async () => {
    const post = (path: string, apikey = true) =>
      app.request(path, {
        method: 'POST',
        headers: { ...(apikey ? { apikey: LOCAL_ANON_KEY } : {}), 'Content-Type': 'application/json', 'Content-Length': '5000' },
        body: 'x'.repeat(5000),
      })
    const rest = await post('/rest/v1/articles')
    expect(rest.status).toBe(413)
    expect(await rest.json()).toEqual({
      code: 'PGRST413',
      statusCode: '413',
      error: 'Payload too large',
      message: 'The request body is larger than the 1024 bytes allowed',
      details: null,
      hint: null,
    })
    // GoTrue's shape: its error code in `code` and `error_code`, the message in `message` and `msg`.
    const auth = await post('/auth/v1/token?grant_type=password')
    expect(auth.status).toBe(413)
    expect(auth.headers.get('x-sb-error-code')).toBe('validation_failed')
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    const authMessage = 'The request body is larger than the 1024 bytes allowed'
    expect(await auth.json()).toEqual({ code: 'validation_failed', error_code: 'validation_failed', message: authMessage, msg: authMessage })
    // Storage's shape: HTTP 400 with the logical status in `statusCode`, as for any upload over a limit.
    const storage = await post('/storage/v1/object/covers/a.png')
    expect(storage.status).toBe(400)
    expect(await storage.json()).toEqual({
      statusCode: '413',
      code: 'EntityTooLarge',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size',
    })
  })
})
