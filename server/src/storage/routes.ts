import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { Hono, type Context } from 'hono'
import type { PoolClient } from 'pg'
import { isConnectionFailure } from '../db/availability.ts'
import { API_ROLES } from '../db/index.ts'
import { parseJson } from '../http/json.ts'
import { verifyJwt, type JwtClaims } from '../jwt.ts'
import type { ServerDeps } from '../types.ts'
import { readLimited } from './body.ts'
import { fromDatabaseError, sendStorageError, StorageError, storageErrors } from './errors.ts'
import { FileStore } from './files.ts'
import { contentMatchesImageType, isImageOnly, isMimeAllowed } from './mime.ts'
import { MultipartError, multipartBoundary, parseMultipart } from './multipart.ts'
import { checkBucketId, checkObjectName, isReservedPathWord, splitObjectPath } from './names.ts'

/** Storage's global upload limit (config.toml [storage] file_size_limit = "50MiB"). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Room for multipart headers and the small form fields around the file part. */
const MULTIPART_OVERHEAD = 64 * 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const MIME_SYNTAX = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;\s*[A-Za-z0-9!#$&^_.+-]+=("[\x20-\x7e]*"|[A-Za-z0-9!#$&^_.+-]+))*$/
const HEADER_VALUE = /^[\x20-\x7e]{0,255}$/
/** Thrown to roll back the permission probe. */
const PERMISSION_PROBE = Symbol('permission probe')

interface BucketRow {
  id: string
  public: boolean
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
}

interface ObjectRow {
  id: string
  name: string
  bucket_id: string
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number } | null
  updated_at: Date | null
  created_at: Date | null
}

export interface PreparedUpload {
  data: Buffer
  mimetype: string
  cacheControl: string
  userMetadata: Record<string, unknown> | null
}

/** Parses x-metadata (base64 JSON) or the multipart `metadata` field (JSON); junk is ignored. */
function parseUserMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (!raw || raw.length > 64 * 1024) return null
  try {
    const value: unknown = parseJson(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The request's JSON object body; an empty body is `{}`. */
async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = parseJson(text)
  } catch {
    throw storageErrors.invalidRequest('Invalid JSON body')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw storageErrors.invalidRequest('The JSON body must be an object')
  }
  return body as Record<string, unknown>
}

function objectRest(c: Context): string {
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

export function createStorageRoutes(deps: ServerDeps): Hono {
  const { config, db } = deps
  const files = new FileStore(path.join(config.dataDir, 'storage'))
  const app = new Hono()

  /** Bearer token if present, else the apikey, verified. Storage answers bad tokens with 400/"403". */
  async function claimsOf(c: Context): Promise<JwtClaims> {
    const bearer = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const token = bearer ?? c.req.header('apikey')
    if (!token) throw storageErrors.invalidJwt('No authorization token was found')
    const result = await verifyJwt(token, config.jwtSecret)
    if (!result.ok) {
      const message =
        result.reason === 'expired'
          ? '"exp" claim timestamp check failed'
          : result.reason === 'malformed'
            ? 'Invalid Compact JWS'
            : 'signature verification failed'
      throw storageErrors.invalidJwt(message)
    }
    if (!API_ROLES.has(result.claims.role)) throw storageErrors.accessDenied('Invalid role')
    return result.claims
  }

  async function findBucket(id: string): Promise<BucketRow> {
    const { rows } = await db.pool.query<BucketRow>(
      `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
      [id],
    )
    if (!rows[0]) throw storageErrors.bucketNotFound()
    return rows[0]
  }

  async function asUser<T>(claims: JwtClaims, fn: (client: PoolClient) => Promise<T>): Promise<T> {
    try {
      return await db.withClaims(claims, fn)
    } catch (error) {
      if (error instanceof StorageError) throw error
      const mapped = fromDatabaseError(error)
      if (mapped) throw mapped
      throw error
    }
  }

  /** Reads and checks an upload against the bucket's rules before anything is stored. */
  async function prepareUpload(c: Context, bucket: BucketRow): Promise<PreparedUpload> {
    const bucketLimit = bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit)
    const limit = Math.min(GLOBAL_FILE_SIZE_LIMIT, Number.isFinite(bucketLimit) && bucketLimit > 0 ? bucketLimit : Infinity)
    const contentType = c.req.header('content-type')
    let boundary: string | null
    try {
      boundary = multipartBoundary(contentType)
    } catch (error) {
      throw storageErrors.invalidRequest((error as Error).message)
    }

    let prepared: PreparedUpload
    if (boundary) {
      const body = await readLimited(c.req.raw.body, limit + MULTIPART_OVERHEAD)
      if (!body.ok) throw storageErrors.tooLarge()
      let parsed
      try {
        parsed = parseMultipart(body.data, boundary)
      } catch (error) {
        if (error instanceof MultipartError) throw storageErrors.invalidRequest(error.message)
        throw error
      }
      if (!parsed.file) throw storageErrors.noContent()
      const cacheField = parsed.fields.cacheControl
      prepared = {
        data: parsed.file.data,
        mimetype: parsed.fields.contentType || parsed.file.contentType || 'application/octet-stream',
        cacheControl: cacheField ? `max-age=${cacheField}` : 'no-cache',
        userMetadata: parseUserMetadata(parsed.fields.metadata, false),
      }
    } else {
      const mimetype = contentType || 'application/octet-stream'
      // The type is known before the body: refuse early, as Storage does.
      if (!isMimeAllowed(mimetype, bucket.allowed_mime_types)) throw storageErrors.invalidMime(mimetype)
      const body = await readLimited(c.req.raw.body, limit)
      if (!body.ok) throw storageErrors.tooLarge()
      prepared = {
        data: body.data,
        mimetype,
        cacheControl: c.req.header('cache-control') || 'no-cache',
        userMetadata: parseUserMetadata(c.req.header('x-metadata'), true),
      }
    }

    if (!MIME_SYNTAX.test(prepared.mimetype.trim()) || prepared.mimetype.length > 255) {
      throw storageErrors.invalidMime(prepared.mimetype.slice(0, 100))
    }
    prepared.mimetype = prepared.mimetype.trim()
    if (!isMimeAllowed(prepared.mimetype, bucket.allowed_mime_types)) throw storageErrors.invalidMime(prepared.mimetype)
    if (prepared.data.length > limit) throw storageErrors.tooLarge()
    if (prepared.data.length === 0) throw storageErrors.noContent()
    if (isImageOnly(bucket.allowed_mime_types) && !contentMatchesImageType(prepared.mimetype, prepared.data)) {
      throw storageErrors.contentMismatch(prepared.mimetype)
    }
    if (!HEADER_VALUE.test(prepared.cacheControl)) prepared.cacheControl = 'no-cache'
    return prepared
  }

  async function upload(c: Context, upsert: boolean) {
    const claims = await claimsOf(c)
    const { bucket: bucketId, name } = locate(objectRest(c))
    const bucket = await findBucket(bucketId)
    const owner = typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null
    const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                    values ($1, $2, $3, $4, $5, $6, $7)`
    const statement = upsert
      ? `${insert} on conflict (bucket_id, name) do update
           set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
               user_metadata = excluded.user_metadata, version = excluded.version,
               updated_at = now(), last_accessed_at = now()
         returning id`
      : `${insert} returning id`

    // Ask the policies first, in a transaction that is rolled back, as Storage does
    // (testPermission): a caller who may not write never gets to send a body we read or store.
    await asUser(claims, async (client) => {
      await client.query(statement, [bucketId, name, owner, claims.sub ?? null, {}, null, randomUUID()])
      throw PERMISSION_PROBE
    }).catch((error: unknown) => {
      if (error !== PERMISSION_PROBE) throw error
    })

    const upload = await prepareUpload(c, bucket)

    const eTag = `"${createHash('md5').update(upload.data).digest('hex')}"`
    const metadata = {
      eTag,
      size: upload.data.length,
      mimetype: upload.mimetype,
      cacheControl: upload.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: upload.data.length,
      httpStatusCode: 200,
    }
    const tmp = await files.writeTemp(upload.data)
    try {
      if (!(await files.prepare(bucketId, name))) throw storageErrors.duplicate()
      const id = await asUser(claims, async (client) => {
        const values = [bucketId, name, owner, claims.sub ?? null, metadata, upload.userMetadata, randomUUID()]
        const { rows } = await client.query<{ id: string }>(statement, values)
        // Move the bytes into place while the row is still uncommitted: if this fails, no row.
        await files.commit(tmp, bucketId, name)
        return rows[0].id
      })
      return c.json({ Key: `${bucketId}/${name}`, Id: id })
    } catch (error) {
      await files.discard(tmp)
      if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw storageErrors.duplicate()
      throw error
    }
  }

  async function serve(c: Context, bucketId: string, row: ObjectRow | undefined) {
    if (!row) throw storageErrors.objectNotFound()
    const file = await files.open(bucketId, row.name)
    if (!file) throw storageErrors.objectNotFound()
    const meta = row.metadata ?? {}
    const headers = new Headers({
      'Content-Type': meta.mimetype && HEADER_VALUE.test(meta.mimetype) ? meta.mimetype : 'application/octet-stream',
      'Content-Length': String(file.size),
      'Cache-Control': meta.cacheControl && HEADER_VALUE.test(meta.cacheControl) ? meta.cacheControl : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    })
    if (meta.eTag && HEADER_VALUE.test(meta.eTag)) headers.set('ETag', meta.eTag)
    if (row.updated_at) headers.set('Last-Modified', new Date(row.updated_at).toUTCString())
    const download = c.req.query('download')
    if (download !== undefined) {
      const filename = download || row.name.split('/').pop() || 'download'
      headers.set(
        'Content-Disposition',
        `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      )
    }
    const ifNoneMatch = c.req.header('if-none-match')
    if (ifNoneMatch && meta.eTag && ifNoneMatch.split(',').map((s) => s.trim()).includes(meta.eTag)) {
      headers.delete('Content-Length')
      return new Response(null, { status: 304, headers })
    }
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers })
    return new Response(file.stream(), { status: 200, headers })
  }

  const OBJECT_COLUMNS = 'id, name, bucket_id, metadata, updated_at, created_at'

  app.use('*', async (c, next) => {
    await next()
    c.header('X-Content-Type-Options', 'nosniff')
  })

  app.onError(async (error, c) => {
    // Read what is left of a refused upload before answering: a response sent while the client
    // is still writing makes the server drop the connection, and the client sees "fetch failed"
    // instead of the reason.
    const body = c.req.raw.body
    if (body && !c.req.raw.bodyUsed) await readLimited(body, 0).catch(() => undefined)
    if (error instanceof StorageError) return sendStorageError(c, error)
    if (isConnectionFailure(error)) return sendStorageError(c, storageErrors.databaseUnavailable())
    config.log(`storage: unexpected error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`)
    return sendStorageError(c, storageErrors.internal())
  })

  // Public objects: no token needed, the bucket must be public.
  app.on(['GET', 'HEAD'], '/object/public/*', async (c) => {
    const { bucket: bucketId, name } = locate(objectRest(c).slice('public/'.length))
    const { rows: buckets } = await db.pool.query<{ public: boolean }>(
      `select public from storage.buckets where id = $1`,
      [bucketId],
    )
    if (!buckets[0]?.public) throw storageErrors.bucketNotFound()
    const { rows } = await db.pool.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    )
    return serve(c, bucketId, rows[0])
  })

  // Authenticated download (also GET /object/<bucket>/<name>): RLS decides what is visible.
  const authenticatedGet = async (c: Context, rest: string) => {
    const claims = await claimsOf(c)
    const { bucket: bucketId, name } = locate(rest)
    const row = await asUser(claims, async (client) => {
      const { rows } = await client.query<ObjectRow>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      )
      return rows[0]
    })
    if (!row) {
      const { rowCount } = await db.pool.query(`select 1 from storage.buckets where id = $1`, [bucketId])
      if (!rowCount) throw storageErrors.bucketNotFound()
    }
    return serve(c, bucketId, row)
  }
  app.on(['GET', 'HEAD'], '/object/authenticated/*', (c) =>
    authenticatedGet(c, objectRest(c).slice('authenticated/'.length)),
  )

  app.post('/object/list/:bucket', async (c) => {
    const claims = await claimsOf(c)
    const bucketId = c.req.param('bucket')
    if (!checkBucketId(bucketId).ok) throw storageErrors.bucketNotFound()
    await findBucket(bucketId)
    const body = await readJsonObject(c)
    const prefixRaw = typeof body.prefix === 'string' ? body.prefix : ''
    const prefix = prefixRaw.replace(/^\/+|\/+$/g, '')
    const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000)
    const offset = Math.max(Number(body.offset) || 0, 0)
    const search = typeof body.search === 'string' ? body.search : ''
    const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string }
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(sortBy.column ?? '')
      ? (sortBy.column as string)
      : 'name'
    const order = sortBy.order === 'desc' ? 'desc' : 'asc'
    const base = prefix ? `${prefix}/` : ''
    const rows = await asUser(claims, async (client) => {
      const { rows } = await client.query<ObjectRow & { last_accessed_at: Date | null; level_name: string; is_folder: boolean }>(
        `with items as (
           select split_part(substr(name, $2::int + 1), '/', 1) as level_name,
                  position('/' in substr(name, $2::int + 1)) > 0 as is_folder,
                  id, name, bucket_id, metadata, created_at, updated_at, last_accessed_at
             from storage.objects
            where bucket_id = $1 and left(name, $2::int) = $3
         ),
         grouped as (
           select distinct on (level_name, is_folder) * from items
            where level_name ilike $4 || '%'
            order by level_name, is_folder, name
         )
         select * from grouped
          order by is_folder desc, ${column === 'name' ? 'level_name' : column} ${order}
          limit $5 offset $6`,
        [bucketId, base.length, base, search.replace(/[\\%_]/g, '\\$&'), limit, offset],
      )
      return rows
    })
    return c.json(
      rows.map((r) =>
        r.is_folder
          ? { name: r.level_name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null }
          : {
              name: r.level_name,
              id: r.id,
              updated_at: r.updated_at,
              created_at: r.created_at,
              last_accessed_at: r.last_accessed_at,
              metadata: r.metadata,
            },
      ),
    )
  })

  // DELETE /object/<bucket> {prefixes:[…]} and DELETE /object/<bucket>/<name>.
  async function remove(c: Context, rest: string) {
    const claims = await claimsOf(c)
    const single = rest.includes('/') && rest.slice(rest.indexOf('/') + 1) !== ''
    let bucketId: string
    let names: string[]
    if (single) {
      const located = locate(rest)
      bucketId = located.bucket
      names = [located.name]
    } else {
      bucketId = splitObjectPath(rest.replace(/\/$/, ''))?.bucket ?? ''
      if (!checkBucketId(bucketId).ok) throw storageErrors.bucketNotFound()
      const { prefixes } = await readJsonObject(c)
      if (!Array.isArray(prefixes) || prefixes.length < 1 || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
        throw storageErrors.invalidRequest('body/prefixes must be an array of 1 to 1000 object names')
      }
      names = (prefixes).map((p) => p.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/'))
    }
    await findBucket(bucketId)
    const deleted = await asUser(claims, async (client) => {
      // The service's own delete: storage.protect_delete refuses any other (platform.sql).
      await client.query(`select set_config('storage.allow_delete_query', 'true', true)`)
      const { rows } = await client.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *`,
        [bucketId, names],
      )
      return rows as (ObjectRow & Record<string, unknown>)[]
    })
    for (const row of deleted) {
      if (checkObjectName(row.name).ok) await files.remove(bucketId, row.name).catch(() => undefined)
    }
    if (single) {
      if (deleted.length === 0) throw storageErrors.objectNotFound()
      return c.json({ message: 'Successfully deleted' })
    }
    return c.json(deleted)
  }

  // /object/<bucket>[/<name>]. A first segment that names another Storage route (move, copy,
  // sign, info, list-v2, …) is never read as a bucket.
  app.on(['GET', 'HEAD', 'POST', 'PUT', 'DELETE'], '/object/*', (c) => {
    const rest = objectRest(c)
    if (isReservedPathWord(rest.split('/')[0])) throw storageErrors.notImplemented(c.req.method, c.req.path)
    const named = rest.includes('/')
    switch (c.req.method) {
      case 'DELETE':
        return remove(c, rest)
      case 'POST':
        if (named) return upload(c, /^true$/i.test(c.req.header('x-upsert') ?? ''))
        break
      case 'PUT':
        if (named) return upload(c, true)
        break
      default:
        if (named) return authenticatedGet(c, rest)
    }
    throw storageErrors.notImplemented(c.req.method, c.req.path)
  })

  // Buckets, signed URLs, image rendering, resumable and S3 uploads: not part of the stand-in.
  app.all('*', (c) => {
    throw storageErrors.notImplemented(c.req.method, c.req.path)
  })

  return app
}
