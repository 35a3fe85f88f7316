/**
 * /storage/v1 driven through supabase-js as the editor uses it: an administrator uploads an
 * article image to the public `article-images` bucket, readers fetch it by its public URL.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminClient, anonClient, closeSql, sql } from '../support/clients.ts'
import { firstOf } from '../support/items.ts'
import { makePng } from '../support/images.ts'

afterAll(closeSql)

const BUCKET = 'article-images'

const objectFile = (name: string) => path.join(inject('dataDir'), 'storage', BUCKET, name)
const uniqueName = (base: string) => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}-${base}`

let admin: SupabaseClient
let adminId: string
beforeAll(async () => {
  admin = await adminClient()
  adminId = (await admin.auth.getUser()).data.user!.id
})

describe('admin upload and public download', () => {
  const png = makePng(3, 2)
  const name = uniqueName('pixel.png')

  it('uploads a PNG file (multipart, as from a file input)', async () => {
    const file = new File([png], 'pixel.png', { type: 'image/png' })
    const { data, error } = await admin.storage.from(BUCKET).upload(name, file, { cacheControl: '3600', upsert: false })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: name, fullPath: `${BUCKET}/${name}` })
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/)

    const row = firstOf(await sql<{ id: string; owner: string; metadata: Record<string, unknown> }>(
      `select id, owner, metadata from storage.objects where bucket_id = $1 and name = $2`,
      [BUCKET, name],
    ))
    expect(row.id).toBe(data!.id)
    expect(row.owner).toBe(adminId)
    expect(row.metadata).toMatchObject({ mimetype: 'image/png', size: png.length, cacheControl: 'max-age=3600' })
    expect(readFileSync(objectFile(name)).equals(png)).toBe(true)
  })

  it('serves it at the public URL with no key, as an <img> would fetch it', async () => {
    const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(name).data
    expect(publicUrl).toBe(`${inject('supabaseUrl')}/storage/v1/object/public/${BUCKET}/${name}`)
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-length')).toBe(String(png.length))
    expect(res.headers.get('cache-control')).toBe('max-age=3600')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)

    const head = await fetch(publicUrl, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(png.length))

    const cached = await fetch(publicUrl, { headers: { 'if-none-match': res.headers.get('etag')! } })
    expect(cached.status).toBe(304)
  })

  it('offers it as a download when asked', async () => {
    const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(name, { download: 'cover.png' }).data
    const res = await fetch(publicUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cover.png"/)
  })

  it('can be downloaded, probed and listed through the client by the administrator; by anyone only at the public URL', async () => {
    const { data, error } = await admin.storage.from(BUCKET).download(name)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer()).equals(png)).toBe(true)
    expect((await admin.storage.from(BUCKET).exists(name)).data).toBe(true)
    expect((await admin.storage.from(BUCKET).exists(`${name}-missing`)).data).toBe(false)
    const listed = await admin.storage.from(BUCKET).list('', { search: name })
    expect(listed.error).toBeNull()
    expect(listed.data!.map((o) => o.name)).toEqual([name])

    // The public URL serves the bytes to anyone, with no key at all.
    const open = await fetch(admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)
    expect(open.status).toBe(200)
    expect(Buffer.from(await open.arrayBuffer()).equals(png)).toBe(true)

    // The authenticated endpoint needs the administrators' select policy: anon's download finds nothing.
    const anon = anonClient().storage.from(BUCKET)
    const refused = await anon.download(name)
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' })
    expect((await anon.exists(name)).data).toBe(false)
    const anonListed = await anon.list('', { search: name })
    expect(anonListed.error).toBeNull()
    expect(anonListed.data).toEqual([])
  })

  it('refuses the same name again without upsert (Duplicate)', async () => {
    const { data, error } = await admin.storage.from(BUCKET).upload(name, new Blob([makePng(1, 1)], { type: 'image/png' }))
    expect(data).toBeNull()
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' })
    expect(readFileSync(objectFile(name)).equals(png)).toBe(true)
  })

  it('replaces it with upsert, and with update()', async () => {
    const second = makePng(4, 4, [0, 120, 0])
    const up = await admin.storage.from(BUCKET).upload(name, new Blob([second], { type: 'image/png' }), { upsert: true })
    expect(up.error).toBeNull()
    const { publicUrl } = admin.storage.from(BUCKET).getPublicUrl(name).data
    expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(second)).toBe(true)

    const third = makePng(5, 1, [0, 0, 200])
    const upd = await admin.storage.from(BUCKET).update(name, third, { contentType: 'image/png' })
    expect(upd.error).toBeNull()
    expect(Buffer.from(await (await fetch(publicUrl)).arrayBuffer()).equals(third)).toBe(true)
    expect(await sql(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, name])).toHaveLength(1)
  })

  it('removes it: row, file and public URL gone', async () => {
    const { data, error } = await admin.storage.from(BUCKET).remove([name, `${name}-never-existed.png`])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({ name, bucket_id: BUCKET })
    expect(await sql(`select 1 from storage.objects where bucket_id = $1 and name = $2`, [BUCKET, name])).toHaveLength(0)
    expect(existsSync(objectFile(name))).toBe(false)

    const res = await fetch(admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'not_found', message: 'Object not found' })
  })
})

describe('other upload forms', () => {
  it('accepts a raw body with a content type, in a folder, and lists it', async () => {
    const folder = uniqueName('folder')
    const name = `${folder}/inline image.png`
    const png = makePng(2, 2)
    const { data, error } = await admin.storage.from(BUCKET).upload(name, png, { contentType: 'image/png' })
    expect(error).toBeNull()
    expect(data!.fullPath).toBe(`${BUCKET}/${name}`)

    const res = await fetch(admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true)

    const listed = await admin.storage.from(BUCKET).list(folder)
    expect(listed.error).toBeNull()
    expect(listed.data!.map((o) => o.name)).toEqual(['inline image.png'])

    const single = await fetch(`${inject('supabaseUrl')}/storage/v1/object/${BUCKET}/${encodeURI(name)}`, {
      method: 'DELETE',
      headers: { apikey: inject('anonKey'), authorization: `Bearer ${(await admin.auth.getSession()).data.session!.access_token}` },
    })
    expect(single.status).toBe(200)
    expect(existsSync(objectFile(name))).toBe(false)
    expect(existsSync(path.dirname(objectFile(name)))).toBe(false)
  })

  it('accepts JPEG, GIF and WebP images', async () => {
    const samples: [string, Buffer][] = [
      ['image/jpeg', Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')],
      ['image/gif', Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex')],
      ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.from('0d0000002f0000001007101111888808', 'hex')])],
    ]
    for (const [type, bytes] of samples) {
      const name = uniqueName(`img.${type.split('/')[1]}`)
      const { error } = await admin.storage.from(BUCKET).upload(name, new Blob([new Uint8Array(bytes)], { type }))
      expect(error, type).toBeNull()
      const res = await fetch(admin.storage.from(BUCKET).getPublicUrl(name).data.publicUrl)
      expect(res.headers.get('content-type')).toBe(type)
      await admin.storage.from(BUCKET).remove([name])
    }
  })

  it('answers list and remove bodies that are not JSON objects with 400, never 500', async () => {
    const token = (await admin.auth.getSession()).data.session!.access_token
    const headers = { apikey: inject('anonKey'), authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    for (const body of ['null', '[1]', '"x"', '{']) {
      for (const [method, route] of [['POST', `object/list/${BUCKET}`], ['DELETE', `object/${BUCKET}`]]) {
        const res = await fetch(`${inject('supabaseUrl')}/storage/v1/${route}`, { method, headers, body })
        expect(res.status, `${method} ${body}`).toBe(400)
        expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
      }
    }
  })

  it('says clearly when the bucket does not exist', async () => {
    const { error } = await admin.storage.from('no-such-bucket').upload('x.png', makePng(1, 1), { contentType: 'image/png' })
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
    const res = await fetch(`${inject('supabaseUrl')}/storage/v1/object/public/no-such-bucket/x.png`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})
