/**
 * The local Auth as strict as GoTrue where an attacker measures or guesses, on a backend of its
 * own (its mail server is made slow, and its rate limits are its own):
 *   - password recovery answers before any mail is sent, so a known address answers as fast as
 *     an unknown one (sending first made known ones 10-20 ms slower: an account oracle);
 *   - a TOTP code is accepted once per factor (RFC 6238 §5.2), not again on a new challenge;
 *   - wrong codes count against the signed-in caller's use of a factor, so someone who knows a
 *     factor's id cannot spend its owner's attempts and lock them out.
 */
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import * as OTPAuth from 'otpauth'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { embeddedConnectionString } from '../../server/src/db/postgres.ts'
import { upsertUser } from '../../server/src/db/users.ts'
import { request, startBackendProcess, type BackendProcess } from '../support/backend-process.ts'
import { freePort } from '../support/global-setup.ts'

const PASSWORD = 'hardening-password'
let backend: BackendProcess
let pool: pg.Pool
let dataDir: string
/** An SMTP server that accepts connections and never greets: a mail to it never completes. */
let tarpit: net.Server
const held: net.Socket[] = []

beforeAll(async () => {
  tarpit = net.createServer((socket) => held.push(socket))
  await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve))
  const smtpPort = (tarpit.address() as net.AddressInfo).port
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'local-supabase-auth-hardening-'))
  const dbPort = await freePort()
  backend = await startBackendProcess({ dataDir, apiPort: await freePort(), dbPort, env: { SEED: 'false', SMTP_PORT: String(smtpPort) } })
  pool = new pg.Pool({ connectionString: embeddedConnectionString(dbPort), max: 2 })
}, 180_000)

afterAll(async () => {
  await pool?.end()
  await backend?.stop(30_000)
  for (const socket of held) socket.destroy()
  tarpit?.close()
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
})

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

async function account(): Promise<{ email: string; id: string }> {
  const email = `${unique('member')}@example.com`
  const { id } = await upsertUser(pool, { email, password: PASSWORD, admin: false })
  return { email, id }
}

function client(): SupabaseClient {
  return createClient(backend.url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const db = client()
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return db
}

const codeAt = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp })

/** A verified TOTP factor for the signed-in member; its secret, and the code time it was verified with. */
async function verifiedFactor(db: SupabaseClient): Promise<{ factorId: string; secret: string; usedAt: number }> {
  const enrolled = await db.auth.mfa.enroll({ factorType: 'totp' })
  if (enrolled.error) throw enrolled.error
  const { id, totp } = enrolled.data as { id: string; totp: { secret: string } }
  const usedAt = Date.now()
  const verified = await db.auth.mfa.challengeAndVerify({ factorId: id, code: codeAt(totp.secret, usedAt) })
  if (verified.error) throw verified.error
  return { factorId: id, secret: totp.secret, usedAt }
}

describe('POST /auth/v1/recover', () => {
  it('answers a known address as it answers an unknown one, without waiting for the mail', async () => {
    const recover = (email: string) => request(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
      timeoutMs: 5000,
    })
    for (let pair = 0; pair < 3; pair++) {
      const known = await recover((await account()).email)
      const unknown = await recover(`${unique('nobody')}@example.com`)
      expect({ status: known.status, body: known.text }).toEqual({ status: unknown.status, body: unknown.text })
      expect(known).toMatchObject({ status: 200, text: '{}' })
      // The mail server never answers: a reply that waited for it would take 30 s or more.
      expect(known.ms).toBeLessThan(2000)
    }
  })
})

describe('TOTP codes', () => {
  it('accepts a code once: the same code on a new challenge is refused, the next one is not', async () => {
    const { email } = await account()
    const db = await signedIn(email)
    const { factorId, secret, usedAt } = await verifiedFactor(db)

    const again = await db.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, usedAt) })
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
    const next = await db.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, usedAt + 30_000) })
    expect(next.error).toBeNull()
  })

  it('wrong codes sent by someone else do not lock the factor’s owner out', async () => {
    const victim = await account()
    const { factorId, secret, usedAt } = await verifiedFactor(await signedIn(victim.email))
    const attacker = await signedIn((await account()).email)
    const attackerToken = (await attacker.auth.getSession()).data.session?.access_token ?? ''

    // From another address: with no session, then with the attacker's own, twelve wrong codes.
    for (let attempt = 0; attempt < 12; attempt++) {
      const reply = await request(`${backend.url}/auth/v1/factors/${factorId}/verify`, {
        method: 'POST',
        localAddress: '127.0.0.2',
        headers: {
          apikey: LOCAL_ANON_KEY,
          'content-type': 'application/json',
          ...(attempt % 2 === 0 ? { authorization: `Bearer ${attackerToken}` } : {}),
        },
        body: JSON.stringify({ challenge_id: '00000000-0000-0000-0000-000000000000', code: '000000' }),
      })
      expect(reply.status, reply.text).not.toBe(200)
    }

    // The owner signs in again (aal1) and verifies with a fresh code.
    const owner = await signedIn(victim.email)
    const verified = await owner.auth.mfa.challengeAndVerify({ factorId, code: codeAt(secret, usedAt + 30_000) })
    expect(verified.error).toBeNull()
  })
})
