import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Pool } from 'pg'
import { projectRoot } from '../config.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const platformSqlPath = path.join(here, 'platform.sql')
export const migrationsDir = path.join(projectRoot, 'supabase', 'migrations')
export const seedPath = path.join(projectRoot, 'supabase', 'seed.sql')

/** Creates what the hosted platform provides (roles, auth, storage, grants). Idempotent. */
export async function applyPlatform(pool: Pool): Promise<void> {
  const sql = await fs.readFile(platformSqlPath, 'utf8')
  const client = await pool.connect()
  try {
    // Serialise concurrent starts against one DATABASE_URL.
    await client.query('begin')
    await client.query('select pg_advisory_xact_lock(54321001)')
    await client.query(sql)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw new Error(`platform setup failed: ${(error as Error).message}`, { cause: error })
  } finally {
    client.release()
  }
}

export interface MigrationFile {
  version: string
  name: string
  file: string
}

export async function listMigrations(dir = migrationsDir): Promise<MigrationFile[]> {
  if (!existsSync(dir)) return []
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort()
  return files.map((file) => {
    const base = file.slice(0, -4)
    const underscore = base.indexOf('_')
    return {
      version: underscore === -1 ? base : base.slice(0, underscore),
      name: underscore === -1 ? '' : base.slice(underscore + 1),
      file: path.join(dir, file),
    }
  })
}

/**
 * Applies supabase/migrations/*.sql unchanged, in filename order, each in its own transaction,
 * recording each in supabase_migrations.schema_migrations. Returns the number applied before
 * this call and the versions applied now.
 */
export async function applyMigrations(
  pool: Pool,
  log: (line: string) => void,
  dir = migrationsDir,
): Promise<{ previouslyApplied: number; applied: string[] }> {
  const { rows } = await pool.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const done = new Set(rows.map((r) => r.version))
  const applied: string[] = []
  for (const migration of await listMigrations(dir)) {
    if (done.has(migration.version)) continue
    const sql = await fs.readFile(migration.file, 'utf8')
    const client = await pool.connect()
    try {
      await client.query('begin')
      await client.query(sql)
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      )
      await client.query('commit')
      applied.push(migration.version)
      log(`[db] applied migration ${path.basename(migration.file)}`)
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      const e = error as Error & { position?: string }
      throw new Error(`migration ${path.basename(migration.file)} failed: ${e.message}`, { cause: error })
    } finally {
      client.release()
    }
  }
  return { previouslyApplied: done.size, applied }
}

/** Runs supabase/seed.sql in one transaction if it exists and is not empty. */
export async function runSeedFile(pool: Pool, log: (line: string) => void, file = seedPath): Promise<boolean> {
  if (!existsSync(file)) {
    log('[db] no supabase/seed.sql; skipping seed data')
    return false
  }
  const sql = await fs.readFile(file, 'utf8')
  if (!sql.trim()) return false
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(sql)
    await client.query('commit')
    log('[db] seeded supabase/seed.sql')
    return true
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw new Error(`seed.sql failed: ${(error as Error).message}`, { cause: error })
  } finally {
    client.release()
  }
}
