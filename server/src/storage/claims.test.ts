import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../config.ts'
import { apiKeyCheck, bearerCredentials } from '../http/credentials.ts'
import { signJwt } from '../jwt.ts'
import { storageClaims, type StorageEnv } from './claims.ts'
import { sendStorageError, StorageError } from './errors.ts'

const app = new Hono<StorageEnv>()
app.use('*', apiKeyCheck(LOCAL_JWT_SECRET, () => false))
app.use('*', bearerCredentials(LOCAL_JWT_SECRET))
app.get('/', (c) => c.text(storageClaims(c).role))
app.onError((error, c) => (error instanceof StorageError ? sendStorageError(c, error) : c.text(error.message, 500)))

const get = (headers: Record<string, string>, query = '') => app.request(`/${query}`, { headers })

describe('storageClaims', () => {
  it('runs as the bearer token, else as the apikey header', async () => {
    expect(await (await get({ apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` })).text()).toBe('service_role')
    expect(await (await get({ apikey: LOCAL_ANON_KEY })).text()).toBe('anon')
    // A Bearer value that is not one token counts as none.
    expect(await (await get({ apikey: LOCAL_ANON_KEY, authorization: 'Bearer a b' })).text()).toBe('anon')
  })

  it('does not take the key from ?apikey=', async () => {
    const res = await get({}, `?apikey=${LOCAL_ANON_KEY}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '403', message: 'No authorization token was found' })
  })

  it("refuses a bad bearer token in Storage's words", async () => {
    const expired = await signJwt({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_JWT_SECRET)
    const forged = await signJwt({ role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'x'.repeat(40))
    const cases: [string, string][] = [
      [expired, '"exp" claim timestamp check failed'],
      ['abc', 'Invalid Compact JWS'],
      [forged, 'signature verification failed'],
    ]
    for (const [token, message] of cases) {
      const res = await get({ apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ statusCode: '403', message })
    }
  })

  it('refuses a role the API does not serve', async () => {
    const postgres = await signJwt({ role: 'postgres', exp: Math.floor(Date.now() / 1000) + 60 }, LOCAL_JWT_SECRET)
    const res = await get({ apikey: LOCAL_ANON_KEY, authorization: `Bearer ${postgres}` })
    expect(await res.json()).toMatchObject({ message: 'Invalid role' })
  })
})
