import { SignJWT, type JWTPayload } from 'jose'
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './config.ts'
import { signJwt, verifyJwt } from './jwt.ts'

const secret = LOCAL_JWT_SECRET
const key = new TextEncoder().encode(secret)
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('verifyJwt', () => {
  it('accepts the local anon and service keys and a token we signed', async () => {
    for (const token of [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, await signJwt({ role: 'authenticated', sub: 'u', exp: inAnHour() }, secret)]) {
      expect((await verifyJwt(token, secret)).ok).toBe(true)
    }
  })

  it('refuses alg "none", whatever the claims say', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: inAnHour() })}.`
    expect(await verifyJwt(unsigned, secret)).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('refuses algorithms other than HS256, even keyed with our secret', async () => {
    const hs512 = await new SignJWT({ role: 'service_role', exp: inAnHour() }).setProtectedHeader({ alg: 'HS512' }).sign(key)
    expect(await verifyJwt(hs512, secret)).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('refuses another secret, a tampered payload and garbage', async () => {
    expect(await verifyJwt(await signJwt({ role: 'anon', exp: inAnHour() }, 'x'.repeat(40)), secret)).toMatchObject({ ok: false })
    const [header, , signature] = LOCAL_ANON_KEY.split('.')
    const tampered = `${header}.${b64({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 })}.${signature}`
    expect(await verifyJwt(tampered, secret)).toMatchObject({ ok: false, reason: 'invalid' })
    expect(await verifyJwt('abc', secret)).toEqual({ ok: false, reason: 'malformed', message: 'Expected 3 parts in JWT; got 1' })
  })

  it('refuses an expired token as expired', async () => {
    const expired = await signJwt({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }, secret)
    expect(await verifyJwt(expired, secret)).toEqual({ ok: false, reason: 'expired', message: 'JWT expired' })
  })

  it('refuses a token without exp: it would never expire', async () => {
    const forever = await signJwt({ role: 'service_role' }, secret)
    expect(await verifyJwt(forever, secret)).toMatchObject({ ok: false, reason: 'invalid' })
    // jose types exp as a number; a token from elsewhere may carry anything.
    const stringExpPayload: JWTPayload = JSON.parse('{"role":"anon","exp":"never"}')
    const stringExp = await new SignJWT(stringExpPayload).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect(await verifyJwt(stringExp, secret)).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('refuses a token without a role claim', async () => {
    const roleless = await new SignJWT({ sub: 'u', exp: inAnHour() }).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect(await verifyJwt(roleless, secret)).toEqual({ ok: false, reason: 'invalid', message: 'JWT has no role claim' })
  })
})
