/**
 * Every statement Storage runs: bucket metadata through the owner pool, objects as the caller
 * (a client from `withClaims`, so the storage.objects policies decide).
 */
import type { Pool, PoolClient } from 'pg'
import { returnedRow } from '../db/returned-row.ts'
import { storageErrors } from './errors.ts'

type Queryable = Pool | PoolClient

export interface BucketRow {
  id: string
  public: boolean
  file_size_limit: string | number | null
  allowed_mime_types: string[] | null
}

export interface ObjectMetadata {
  mimetype?: string
  cacheControl?: string
  eTag?: string
  size?: number
}

export interface ObjectRow {
  id: string
  name: string
  bucket_id: string
  metadata: ObjectMetadata | null
  updated_at: Date | null
  created_at: Date | null
}

export interface ListedRow extends ObjectRow {
  last_accessed_at: Date | null
  level_name: string
  is_folder: boolean
}

const OBJECT_COLUMNS = 'id, name, bucket_id, metadata, updated_at, created_at'

export async function findBucket(db: Queryable, id: string): Promise<BucketRow> {
  const { rows } = await db.query<BucketRow>(
    `select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1`,
    [id],
  )
  if (!rows[0]) throw storageErrors.bucketNotFound()
  return rows[0]
}

export async function isPublicBucket(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ public: boolean }>(`select public from storage.buckets where id = $1`, [id])
  return rows[0]?.public === true
}

export async function bucketExists(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`select 1 from storage.buckets where id = $1`, [id])
  return Boolean(rowCount)
}

export async function findObject(db: Queryable, bucketId: string, name: string): Promise<ObjectRow | undefined> {
  const { rows } = await db.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, name],
  )
  return rows[0]
}

export interface ObjectWrite {
  bucketId: string
  name: string
  /** auth.uid() when the token's sub is a UUID. */
  owner: string | null
  ownerId: string | null
  metadata: Record<string, unknown>
  userMetadata: Record<string, unknown> | null
  version: string
}

/** Inserts (or with `upsert` replaces) an object's row; returns its id. */
export async function writeObject(client: PoolClient, upsert: boolean, w: ObjectWrite): Promise<string> {
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                    values ($1, $2, $3, $4, $5, $6, $7)`
  const statement = upsert
    ? `${insert} on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()
       returning id`
    : `${insert} returning id`
  const values = [w.bucketId, w.name, w.owner, w.ownerId, w.metadata, w.userMetadata, w.version]
  return returnedRow(await client.query<{ id: string }>(statement, values), 'writing a storage object').id
}

export interface ListQuery {
  bucketId: string
  /** The folder listed, with its trailing `/` (or '' for the bucket's root). */
  base: string
  search: string
  column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at'
  order: 'asc' | 'desc'
  limit: number
  offset: number
}

/** One level of a folder: its files, and its sub-folders once each, folders first. */
export async function listObjects(client: PoolClient, q: ListQuery): Promise<ListedRow[]> {
  const { rows } = await client.query<ListedRow>(
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
      order by is_folder desc, ${q.column === 'name' ? 'level_name' : q.column} ${q.order}
      limit $5 offset $6`,
    [q.bucketId, q.base.length, q.base, q.search.replace(/[\\%_]/g, '\\$&'), q.limit, q.offset],
  )
  return rows
}

/** Deletes the named objects the caller may delete; returns their rows. */
export async function deleteObjects(client: PoolClient, bucketId: string, names: string[]): Promise<ObjectRow[]> {
  // The service's own delete: storage.protect_delete refuses any other (platform.sql).
  await client.query(`select set_config('storage.allow_delete_query', 'true', true)`)
  const { rows } = await client.query<ObjectRow>(
    `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *`,
    [bucketId, names],
  )
  return rows
}
