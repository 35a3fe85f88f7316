/**
 * What a stranger can try against /auth/v1 and /storage/v1: uploads and deletes without being an
 * administrator, files that are not images or are too big, path tricks, forged and expired
 * tokens, replayed refresh tokens, password guessing. Every attempt must fail and leave the
 * database and the disk as they were.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  adminClient,
  anonClient,
  closeSql,
  createUser,
  signUserToken,
  sql,
  supabaseUrl,
  tokenClient,
  unique,
  userClient,
} from '../support/clients.ts'
import { firstOf } from '../support/items.ts'
import { makePng } from '../support/images.ts'

afterAll(closeSql)

const BUCKET = 'article-images'
const storageDir = () => path.join(inject('dataDir'), 'storage')
const objectFile = (name: string) => path.join(storageDir(), BUCKET, name)
const uniqueName = (base: string) => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}-${base}`
const rowExists = async (name: string) =>
  (await sql(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, name])).length === 1
const OTHER_SECRET = 'another-secret-another-secret-another-secret'

let admin: SupabaseClient
let adminId: string
let reader: SupabaseClient
let readerId: string
let readerEmail: string
const readerPassword = 'reader-password-1'
/** An image the administrator uploaded, which the others try to overwrite or delete. */
let target: string
const targetBytes = makePng(2, 3, [10, 20, 30])

beforeAll(async () => {
  admin = await adminClient()
  adminId = (await admin.auth.getUser()).data.user!.id
  readerEmail = `${unique('reader')}@example.com`
  readerId = await createUser(readerEmail, readerPassword, false)
  reader = await userClient(readerEmail, readerPassword)
  target = uniqueName('target.png')
  const { error } = await admin.storage.from(BUCKET).upload(target, new Blob([targetBytes], { type: 'image/png' }))
  expect(error).toBeNull()
})

async function expectTargetIntact() {
  expect(await rowExists(target)).toBe(true)
  expect(readFileSync(objectFile(target)).equals(targetBytes)).toBe(true)
  // Through the public URL, as readers get it: the bucket lets nobody but administrators list
  // or download through the authenticated endpoint.
  const served = await fetch(anonClient().storage.from(BUCKET).getPublicUrl(target).data.publicUrl)
  expect(served.status).toBe(200)
  expect(Buffer.from(await served.arrayBuffer()).equals(targetBytes)).toBe(true)
}

const callers = [
  { name: 'anonymous (anon key)', client: async () => anonClient() },
  { name: 'signed-in non-admin', client: async () => reader },
]

describe.each(callers)('storage as $name', ({ client }) => {
  it('cannot upload an image', async () => {
    const name = uniqueName('intruder.png')
    const { data, error } = await (await client()).storage
      .from(BUCKET)
      .upload(name, new Blob([makePng(1, 1)], { type: 'image/png' }))
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' })
    expect(await rowExists(name)).toBe(false)
    expect(existsSync(objectFile(name))).toBe(false)
  })

  it("cannot overwrite the administrator's image (upsert, update)", async () => {
    const db = await client()
    const evil = makePng(1, 1, [255, 0, 0])
    const up = await db.storage.from(BUCKET).upload(target, new Blob([evil], { type: 'image/png' }), { upsert: true })
    expect(up.error).toMatchObject({ statusCode: '403' })
    const upd = await db.storage.from(BUCKET).update(target, evil, { contentType: 'image/png' })
    expect(upd.error).toMatchObject({ statusCode: '403' })
    await expectTargetIntact()
  })

  it("cannot delete the administrator's image", async () => {
    const db = await client()
    const { data, error } = await db.storage.from(BUCKET).remove([target])
    expect(error).toBeNull()
    expect(data).toEqual([])
    const single = await fetch(`${supabaseUrl()}/storage/v1/object/${BUCKET}/${target}`, {
      method: 'DELETE',
      headers: {
        apikey: inject('anonKey'),
        authorization: `Bearer ${(await db.auth.getSession()).data.session?.access_token ?? inject('anonKey')}`,
      },
    })
    expect(single.status).toBe(400)
    expect(await single.json()).toMatchObject({ statusCode: '404', message: 'Object not found' })
    await expectTargetIntact()
  })
})

describe('storage: what even an administrator cannot upload', () => {
  it('refuses a text file (415)', async () => {
    const name = uniqueName('notes.txt')
    const { error } = await admin.storage.from(BUCKET).upload(name, 'hello')
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain;charset=UTF-8 is not supported' })
    const multipart = await admin.storage.from(BUCKET).upload(name, new Blob(['hello'], { type: 'text/plain' }))
    expect(multipart.error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' })
    expect(await rowExists(name)).toBe(false)
  })

  it('refuses text disguised as a PNG, an SVG posing as a PNG, and an SVG (415)', async () => {
    const attempts: [string, Blob | Buffer, string | undefined][] = [
      ['fake.png', new Blob(['this is not an image at all'], { type: 'image/png' }), undefined],
      ['fake-raw.png', Buffer.from('this is not an image at all'), 'image/png'],
      ['svg.png', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' }), undefined],
      ['jpeg-named.png', new Blob([Buffer.from('ffd8ffe000104a464946', 'hex')], { type: 'image/png' }), undefined],
      ['real.svg', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), undefined],
    ]
    for (const [base, body, contentType] of attempts) {
      const name = uniqueName(base)
      const { error } = await admin.storage.from(BUCKET).upload(name, body, contentType ? { contentType } : {})
      expect(error, base).toMatchObject({ status: 400, statusCode: '415' })
      expect(await rowExists(name)).toBe(false)
      expect(existsSync(objectFile(name))).toBe(false)
    }
  })

  it('refuses a 3 MB PNG (413) and accepts one of exactly 2 MiB', async () => {
    const png = makePng(1, 1)
    const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)])
    const name = uniqueName('big.png')
    const multipart = await admin.storage.from(BUCKET).upload(name, new Blob([big], { type: 'image/png' }))
    expect(multipart.error).toMatchObject({ status: 400, statusCode: '413', message: 'The object exceeded the maximum allowed size' })
    const raw = await admin.storage.from(BUCKET).upload(name, big, { contentType: 'image/png' })
    expect(raw.error).toMatchObject({ status: 400, statusCode: '413' })
    expect(await rowExists(name)).toBe(false)
    expect(existsSync(objectFile(name))).toBe(false)

    const limit = 2 * 1024 * 1024
    const exact = Buffer.concat([png, Buffer.alloc(limit - png.length)])
    const edge = uniqueName('edge.png')
    expect((await admin.storage.from(BUCKET).upload(edge, new Blob([exact], { type: 'image/png' }))).error).toBeNull()
    const over = Buffer.concat([exact, Buffer.alloc(1)])
    expect((await admin.storage.from(BUCKET).upload(uniqueName('over.png'), over, { contentType: 'image/png' })).error).toMatchObject({
      statusCode: '413',
    })
    await admin.storage.from(BUCKET).remove([edge])
  })

  it('refuses an image whose header claims more than 50 megapixels, before anything decodes it', async () => {
    // A valid 1×1 PNG whose IHDR is rewritten (CRC included) to claim 65,000 × 65,000 pixels:
    // under 300 bytes that a decoder would expand to 17 GB.
    const bomb = makePng(1, 1)
    bomb.writeUInt32BE(65_000, 16)
    bomb.writeUInt32BE(65_000, 20)
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29)
    expect(bomb.length).toBeLessThan(300)
    const message = 'The image is 65,000 × 65,000 pixels (4,225 megapixels); images may have at most 50 megapixels.'
    for (const body of [new Blob([bomb], { type: 'image/png' }), bomb]) {
      const name = uniqueName('bomb.png')
      const { error } = await admin.storage.from(BUCKET).upload(name, body, { contentType: 'image/png' })
      expect(error).toMatchObject({ status: 400, statusCode: '400', message })
      expect(await rowExists(name)).toBe(false)
      expect(existsSync(objectFile(name))).toBe(false)
    }
    // 50 megapixels exactly is still an image the site takes.
    const edge = makePng(1, 1)
    edge.writeUInt32BE(10_000, 16)
    edge.writeUInt32BE(5_000, 20)
    edge.writeUInt32BE(crc32(edge.subarray(12, 29)), 29)
    const name = uniqueName('edge.png')
    expect((await admin.storage.from(BUCKET).upload(name, edge, { contentType: 'image/png' })).error).toBeNull()
    await admin.storage.from(BUCKET).remove([name])
  })

  it('refuses an empty file', async () => {
    const { error } = await admin.storage.from(BUCKET).upload(uniqueName('empty.png'), Buffer.alloc(0), { contentType: 'image/png' })
    expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'No content provided' })
  })
})

describe('storage: path tricks', () => {
  async function rawUpload(rawPath: string): Promise<{ status: number; body: string }> {
    const token = (await admin.auth.getSession()).data.session!.access_token
    const url = new URL(supabaseUrl())
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: rawPath,
          method: 'POST',
          headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        },
        (res) => {
          let body = ''
          res.on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, body }))
        },
      )
      req.on('error', reject)
      req.end(makePng(1, 1))
    })
  }

  it('refuses ../ names however they are spelled, and writes nothing outside the bucket', async () => {
    const before = readdirSync(storageDir()).sort()
    const viaClient = await admin.storage.from(BUCKET).upload('../../etc/x.png', makePng(1, 1), { contentType: 'image/png' })
    expect(viaClient.error).not.toBeNull()
    for (const p of [
      `/storage/v1/object/${BUCKET}/../../etc/x.png`,
      `/storage/v1/object/${BUCKET}/..%2F..%2Fetc%2Fx.png`,
      `/storage/v1/object/${BUCKET}/%2e%2e%2f%2e%2e%2fetc%2fx.png`,
      `/storage/v1/object/${BUCKET}/a%2F..%2F..%2F..%2Fx.png`,
      `/storage/v1/object/${BUCKET}/..%5C..%5Cx.png`,
      `/storage/v1/object/${BUCKET}/%2Fetc%2Fx.png`,
      `/storage/v1/object/${BUCKET}/x%00.png`,
      `/storage/v1/object/${BUCKET}/${'a'.repeat(300)}.png`,
      `/storage/v1/object/..%2F${BUCKET}/x.png`,
    ]) {
      const res = await rawUpload(p)
      expect(res.status, p).toBeGreaterThanOrEqual(400)
    }
    expect(readdirSync(storageDir()).sort()).toEqual(before)
    expect(existsSync(path.join(inject('dataDir'), 'etc'))).toBe(false)
    expect(existsSync(path.join(storageDir(), 'etc'))).toBe(false)
    expect(await sql(`select name from storage.objects where name like '%..%' or name like '/%' or name like '%\\%'`)).toEqual([])
  })
})

describe('forged and expired tokens', () => {
  let forged: string
  let expired: string
  let superuser: string
  let forever: string
  beforeAll(async () => {
    const now = Math.floor(Date.now() / 1000)
    forged = await signUserToken(adminId, {}, OTHER_SECRET)
    expired = await signUserToken(adminId, { iat: now - 7200, exp: now - 3600 })
    superuser = await signUserToken(adminId, { role: 'postgres' })
    forever = await signUserToken(adminId, { exp: undefined })
  })

  it('are refused by /auth/v1/user with 403 bad_jwt', async () => {
    for (const token of [forged, expired, forever]) {
      const { data, error } = await anonClient().auth.getUser(token)
      expect(data.user).toBeNull()
      expect(error?.status).toBe(403)
      expect((error as { code?: string }).code).toBe('bad_jwt')
    }
  })

  it('a valid signature with a made-up session is refused as a missing session', async () => {
    const token = await signUserToken(adminId)
    const { error } = await anonClient().auth.getUser(token)
    expect(error?.name).toBe('AuthSessionMissingError')
  })

  it('are refused by storage uploads, downloads and deletes, changing nothing', async () => {
    for (const [label, token] of [['forged', forged], ['expired', expired], ['postgres role', superuser], ['no exp', forever]] as const) {
      const db = tokenClient(token)
      const name = uniqueName(`${label.replace(' ', '-')}.png`)
      const up = await db.storage.from(BUCKET).upload(name, makePng(1, 1), { contentType: 'image/png' })
      expect(up.error, label).toMatchObject({ status: 400, statusCode: '403' })
      expect(await rowExists(name)).toBe(false)
      const over = await db.storage.from(BUCKET).upload(target, makePng(1, 1), { contentType: 'image/png', upsert: true })
      expect(over.error, label).toMatchObject({ statusCode: '403' })
      const del = await db.storage.from(BUCKET).remove([target])
      expect(del.error, label).toMatchObject({ statusCode: '403' })
      const res = await fetch(`${supabaseUrl()}/storage/v1/object/authenticated/${BUCKET}/${target}`, {
        headers: { apikey: inject('anonKey'), authorization: `Bearer ${token}` },
      })
      expect(res.status, label).toBe(400)
      expect(await res.json()).toMatchObject({ statusCode: '403' })
    }
    await expectTargetIntact()
  })
})

describe('accounts', () => {
  it('cannot be created through the API', async () => {
    const email = `${unique('walk-in')}@example.com`
    const res = await fetch(`${supabaseUrl()}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: inject('anonKey'), 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'secret12', data: { role: 'admin' } }),
    })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'signup_disabled' })
    expect(await sql(`select 1 from auth.users where email = $1`, [email])).toHaveLength(0)
  })

  it('a replayed refresh token after the reuse window is refused and ends the session', async () => {
    const client = await userClient(readerEmail, readerPassword)
    const old = (await client.auth.getSession()).data.session!.refresh_token
    const { error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    await sql(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [old])
    const thief = await anonClient().auth.refreshSession({ refresh_token: old })
    expect(thief.data.session).toBeNull()
    expect((thief.error as { code?: string }).code).toBe('refresh_token_already_used')
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError')
  })

  it('password guessing is slowed down: after 10 failures the account is locked for this client', async () => {
    const email = `${unique('target')}@example.com`
    await createUser(email, 'the-right-password', false)
    const client = anonClient()
    for (let i = 0; i < 10; i++) {
      const { error } = await client.auth.signInWithPassword({ email, password: `guess-${i}` })
      expect((error as { code?: string }).code).toBe('invalid_credentials')
    }
    const { error } = await client.auth.signInWithPassword({ email, password: 'the-right-password' })
    expect(error?.status).toBe(429)
    expect((error as { code?: string }).code).toBe('over_request_rate_limit')
  })

  it('a banned user cannot sign in or refresh', async () => {
    const email = `${unique('banned')}@example.com`
    const id = await createUser(email, 'banned-password', false)
    const client = await userClient(email, 'banned-password')
    await sql(`update auth.users set banned_until = now() + interval '1 day' where id = $1`, [id])
    const signIn = await anonClient().auth.signInWithPassword({ email, password: 'banned-password' })
    expect((signIn.error as { code?: string }).code).toBe('user_banned')
    const refreshed = await client.auth.refreshSession()
    expect((refreshed.error as { code?: string }).code).toBe('user_banned')
  })

  it('never returns or stores the password in clear', async () => {
    const { data } = await anonClient().auth.signInWithPassword({ email: readerEmail, password: readerPassword })
    expect(JSON.stringify(data)).not.toContain(readerPassword)
    expect(JSON.stringify(data)).not.toContain('encrypted_password')
    const row = firstOf(await sql<{ encrypted_password: string }>(`select encrypted_password from auth.users where id = $1`, [readerId]))
    expect(row.encrypted_password).toMatch(/^\$2[aby]\$\d\d\$/)
  })
})
