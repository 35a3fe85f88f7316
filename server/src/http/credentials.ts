import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { verifyJwt } from '../jwt.ts'
import { parseBearer } from './bearer.ts'
import type { BearerCredential, BearerEnv, GatewayEnv } from './env.ts'

const NO_API_KEY = { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }
const BAD_API_KEY = { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }

/**
 * The gateway's apikey check (header or ?apikey=), answered with a 401 as the hosted gateway
 * sends it. Routes for which `isOpen` holds pass without a key.
 */
export function apiKeyCheck(secret: string, isOpen: (method: string, path: string) => boolean) {
  return createMiddleware<GatewayEnv>(async (c, next) => {
    c.set('apikey', undefined)
    if (c.req.method === 'OPTIONS' || isOpen(c.req.method, c.req.path)) return next()
    const header = c.req.header('apikey')
    const key = header ?? new URL(c.req.url).searchParams.get('apikey')
    if (!key) return c.json(NO_API_KEY, 401)
    const verified = await verifyJwt(key, secret)
    if (!verified.ok) return c.json(BAD_API_KEY, 401)
    c.set('apikey', { claims: verified.claims, fromHeader: header !== undefined })
    return next()
  })
}

async function bearerOf(c: Context, secret: string): Promise<BearerCredential> {
  const header = parseBearer(c.req.header('authorization'))
  if (header.kind === 'absent') return header
  const token = header.kind === 'token' ? header.token : header.value
  return { kind: header.kind, verified: await verifyJwt(token, secret) }
}

/** Verifies the bearer token once; each API maps the outcome to its own errors. */
export function bearerCredentials(secret: string) {
  return createMiddleware<BearerEnv>(async (c, next) => {
    c.set('bearer', await bearerOf(c, secret))
    return next()
  })
}
