import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import type { PoolClient } from 'pg'
import { isConnectionFailure } from '../db/availability.ts'
import { bearerCredentials } from '../http/credentials.ts'
import { isJsonObject, parseJson } from '../http/json.ts'
import type { JwtClaims } from '../jwt.ts'
import type { Db, ServerDeps } from '../types.ts'
import { readLimited } from '../http/body.ts'
import { storageClaims, type StorageEnv } from './claims.ts'
import { fromDatabaseError, sendStorageError, StorageError, storageErrors } from './errors.ts'
import { FileStore } from './files.ts'
import { checkBucketId, checkObjectName, isReservedPathWord, splitObjectPath } from './names.ts'
import { serveObject } from './serve.ts'
import * as sql from './sql.ts'
import { prepareUpload } from './upload.ts'

type StorageContext = Context<StorageEnv>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LIST_COLUMNS = ['name', 'created_at', 'updated_at', 'last_accessed_at'] as const satisfies readonly sql.ListQuery['column'][]

/** Thrown to roll back the permission probe. */
class PermissionProbe extends Error {}

/** The request's JSON object body; an empty body is `{}`. */
async function readJsonObject(c: StorageContext): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = parseJson(text)
  } catch {
    throw storageErrors.invalidRequest('Invalid JSON body')
  }
  if (!isJsonObject(body)) throw storageErrors.invalidRequest('The JSON body must be an object')
  return body
}

function objectRest(c: StorageContext): string {
  const pathname = new URL(c.req.url).pathname
  const at = pathname.indexOf('/object/')
  return at < 0 ? '' : pathname.slice(at + '/object/'.length)
}

function locate(rest: string): { bucket: string; name: string } {
  const parts = splitObjectPath(rest)
  if (!parts) throw storageErrors.invalidRequest('Invalid URL encoding in object path')
  if (!checkBucketId(parts.bucket).ok) throw storageErrors.bucketNotFound()
  if (!checkObjectName(parts.name).ok) throw storageErrors.invalidKey(parts.name)
  return parts
}

/** POST /object/list/<bucket>'s body, bounded and defaulted as Storage does. */
function listQuery(bucketId: string, body: Record<string, unknown>): sql.ListQuery {
  const prefixRaw = typeof body.prefix === 'string' ? body.prefix : ''
  const prefix = prefixRaw.replace(/^\/+|\/+$/g, '')
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = LIST_COLUMNS.find((c) => c === sortBy.column) ?? 'name'
  return {
    bucketId,
    base: prefix ? `${prefix}/` : '',
    search: typeof body.search === 'string' ? body.search : '',
    column,
    order: sortBy.order === 'desc' ? 'desc' : 'asc',
    limit: Math.min(Math.max(Number(body.limit) || 100, 1), 1000),
    offset: Math.max(Number(body.offset) || 0, 0),
  }
}

function listedItem(r: sql.ListedRow) {
  if (r.is_folder) return { name: r.level_name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
  return { name: r.level_name, id: r.id, updated_at: r.updated_at, created_at: r.created_at, last_accessed_at: r.last_accessed_at, metadata: r.metadata }
}

/** DELETE /object/<bucket>'s `prefixes`: 1 to 1000 object names. */
function prefixesOf(body: Record<string, unknown>): string[] {
  const { prefixes } = body
  if (!Array.isArray(prefixes) || prefixes.length < 1 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
    throw storageErrors.invalidRequest('body/prefixes must be an array of 1 to 1000 object names')
  }
  return prefixes.map((p) => p.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/'))
}

/** What the handlers work with: the database, and the files beside it. */
interface Storage {
  db: Db
  files: FileStore
}

async function asUser<T>(s: Storage, claims: JwtClaims, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  try {
    return await s.db.withClaims(claims, fn)
  } catch (error) {
    if (error instanceof StorageError) throw error
    throw fromDatabaseError(error) ?? error
  }
}

function download(s: Storage, c: StorageContext, bucketId: string, row: sql.ObjectRow | undefined) {
  return serveObject(s.files, { method: c.req.method, download: c.req.query('download'), ifNoneMatch: c.req.header('if-none-match') }, bucketId, row)
}

/** POST /object/<bucket>/<name> (PUT, or x-upsert: true, replaces). */
async function upload(s: Storage, c: StorageContext, upsert: boolean) {
  const claims = storageClaims(c)
  const { bucket: bucketId, name } = locate(objectRest(c))
  const bucket = await sql.findBucket(s.db.pool, bucketId)
  const owner = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null
  const row = (metadata: Record<string, unknown>, userMetadata: Record<string, unknown> | null): sql.ObjectWrite => ({
    bucketId, name, owner, ownerId: claims.sub ?? null, metadata, userMetadata, version: randomUUID(),
  })

  // Ask the policies first, in a transaction that is rolled back, as Storage does
  // (testPermission): a caller who may not write never gets to send a body we read or store.
  await asUser(s, claims, async (client) => {
    await sql.writeObject(client, upsert, row({}, null))
    throw new PermissionProbe()
  }).catch((error: unknown) => {
    if (!(error instanceof PermissionProbe)) throw error
  })

  const prepared = await prepareUpload(
    { contentType: c.req.header('content-type'), cacheControl: c.req.header('cache-control'), metadata: c.req.header('x-metadata'), body: c.req.raw.body },
    bucket,
  )
  const metadata = {
    eTag: `"${createHash('md5').update(prepared.data).digest('hex')}"`,
    size: prepared.data.length,
    mimetype: prepared.mimetype,
    cacheControl: prepared.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: prepared.data.length,
    httpStatusCode: 200,
  }
  const tmp = await s.files.writeTemp(prepared.data)
  try {
    if (!(await s.files.prepare(bucketId, name))) throw storageErrors.duplicate()
    const id = await asUser(s, claims, async (client) => {
      const id = await sql.writeObject(client, upsert, row(metadata, prepared.userMetadata))
      // Move the bytes into place while the row is still uncommitted: if this fails, no row.
      await s.files.commit(tmp, bucketId, name)
      return id
    })
    return c.json({ Key: `${bucketId}/${name}`, Id: id })
  } catch (error) {
    await s.files.discard(tmp)
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw storageErrors.duplicate()
    throw error
  }
}

// Authenticated download (also GET /object/<bucket>/<name>): RLS decides what is visible.
async function authenticatedGet(s: Storage, c: StorageContext, rest: string) {
  const claims = storageClaims(c)
  const { bucket: bucketId, name } = locate(rest)
  const row = await asUser(s, claims, (client) => sql.findObject(client, bucketId, name))
  if (!row && !(await sql.bucketExists(s.db.pool, bucketId))) throw storageErrors.bucketNotFound()
  return download(s, c, bucketId, row)
}

/** The bucket and names of DELETE /object/<bucket> {prefixes:[…]} or DELETE /object/<bucket>/<name>. */
async function deletion(c: StorageContext, rest: string, single: boolean): Promise<{ bucketId: string; names: string[] }> {
  if (single) {
    const { bucket, name } = locate(rest)
    return { bucketId: bucket, names: [name] }
  }
  const bucketId = splitObjectPath(rest.replace(/\/$/, ''))?.bucket ?? ''
  if (!checkBucketId(bucketId).ok) throw storageErrors.bucketNotFound()
  return { bucketId, names: prefixesOf(await readJsonObject(c)) }
}

async function remove(s: Storage, c: StorageContext, rest: string) {
  const claims = storageClaims(c)
  const single = rest.includes('/') && rest.slice(rest.indexOf('/') + 1) !== ''
  const { bucketId, names } = await deletion(c, rest, single)
  await sql.findBucket(s.db.pool, bucketId)
  const deleted = await asUser(s, claims, (client) => sql.deleteObjects(client, bucketId, names))
  for (const row of deleted) {
    if (checkObjectName(row.name).ok) await s.files.remove(bucketId, row.name).catch(() => undefined)
  }
  if (!single) return c.json(deleted)
  if (deleted.length === 0) throw storageErrors.objectNotFound()
  return c.json({ message: 'Successfully deleted' })
}

async function list(s: Storage, c: StorageContext) {
  const claims = storageClaims(c)
  const bucketId = c.req.param('bucket') ?? ''
  if (!checkBucketId(bucketId).ok) throw storageErrors.bucketNotFound()
  await sql.findBucket(s.db.pool, bucketId)
  const query = listQuery(bucketId, await readJsonObject(c))
  const rows = await asUser(s, claims, (client) => sql.listObjects(client, query))
  return c.json(rows.map(listedItem))
}

export function createStorageRoutes(deps: ServerDeps): Hono<StorageEnv> {
  const { config, db } = deps
  const s: Storage = { db, files: new FileStore(path.join(config.dataDir, 'storage')) }
  const app = new Hono<StorageEnv>()

  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.use('*', bearerCredentials(config.jwtSecret))

  app.onError(async (error, c) => {
    // Read what is left of a refused upload before answering: a response sent while the client
    // is still writing makes the server drop the connection, and the client sees "fetch failed"
    // instead of the reason.
    const body = c.req.raw.body
    if (body && !c.req.raw.bodyUsed) await readLimited(body, 0).catch(() => undefined)
    if (error instanceof StorageError) return sendStorageError(c, error)
    if (isConnectionFailure(error)) return sendStorageError(c, storageErrors.databaseUnavailable())
    config.log(`storage: unexpected error on ${c.req.method} ${c.req.path}: ${error.message}`)
    return sendStorageError(c, storageErrors.internal())
  })

  // Public objects: no token needed, the bucket must be public.
  app.on(['GET', 'HEAD'], '/object/public/*', async (c) => {
    const { bucket: bucketId, name } = locate(objectRest(c).slice('public/'.length))
    if (!(await sql.isPublicBucket(db.pool, bucketId))) throw storageErrors.bucketNotFound()
    return download(s, c, bucketId, await sql.findObject(db.pool, bucketId, name))
  })
  app.on(['GET', 'HEAD'], '/object/authenticated/*', (c) => authenticatedGet(s, c, objectRest(c).slice('authenticated/'.length)))
  app.post('/object/list/:bucket', (c) => list(s, c))

  // /object/<bucket>[/<name>]. A first segment that names another Storage route (move, copy,
  // sign, info, list-v2, …) is never read as a bucket.
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], '/object/*', (c) => {
    const rest = objectRest(c)
    const [first = ''] = rest.split('/')
    if (isReservedPathWord(first)) throw storageErrors.notImplemented(c.req.method, c.req.path)
    const named = rest.includes('/')
    if (c.req.method === 'DELETE') return remove(s, c, rest)
    if (named && c.req.method === 'POST') return upload(s, c, /^true$/i.test(c.req.header('x-upsert') ?? ''))
    if (named && c.req.method === 'PUT') return upload(s, c, true)
    if (named && (c.req.method === 'GET' || c.req.method === 'HEAD')) return authenticatedGet(s, c, rest)
    throw storageErrors.notImplemented(c.req.method, c.req.path)
  })

  // Buckets, signed URLs, image rendering, resumable and S3 uploads: not part of the stand-in.
  app.all('*', (c) => {
    throw storageErrors.notImplemented(c.req.method, c.req.path)
  })

  return app
}
