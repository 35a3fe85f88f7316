/**
 * The TypeScript types `supabase gen types typescript --db-url <url>` prints, made by the same
 * generator. The CLI runs postgres-meta's image (`node dist/server/server.js` with the
 * environment below); here the pinned `@supabase/postgres-meta` (the version the pinned CLI names
 * for that image) runs in this process, so no Docker is needed. `npm run db:rehearse` also runs
 * server.js the CLI's way against the database `supabase db push` built and requires the same text.
 */
import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { PostgresMeta } from '@supabase/postgres-meta'
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js'
import { generateTypescript } from '@supabase/postgrest-typegen'
import { parse } from 'smol-toml'
import { projectRoot } from '../../server/src/config.ts'

export const TYPES_FILE = 'src/types/database.types.ts'

/**
 * The schemas the CLI generates types for when no `--schema` is given: `public` and the API's
 * schemas in supabase/config.toml.
 */
export async function apiSchemas(): Promise<string[]> {
  const config = parse(await readFile(path.join(projectRoot, 'supabase', 'config.toml'), 'utf8')) as { api?: { schemas?: string[] } }
  return [...new Set(['public', ...(config.api?.schemas ?? [])])]
}

/**
 * What server.js prints in the CLI's type-generation mode: for `--db-url` the CLI detects
 * one-to-one relationships (no PostgREST v9 compatibility) and sets no PostgREST version.
 */
export async function generateDatabaseTypes(connectionString: string, schemas: string[]): Promise<string> {
  const meta = new PostgresMeta({ connectionString, max: 1 })
  const { data, error } = await getGeneratorMetadata(meta, { includedSchemas: schemas })
  if (error) throw new Error(`postgres-meta could not read the schema: ${error.message}`, { cause: error })
  // server.js prints the result with console.log: one line break more.
  return `${await generateTypescript(data, { detectOneToOneRelationships: true, defaultSchema: 'public' })}\n`
}

/** The environment the CLI gives postgres-meta's container for `gen types typescript --db-url`. */
export function cliTypegenEnvironment(connectionString: string, schemas: string[]): Record<string, string> {
  return {
    PG_META_DB_URL: connectionString,
    PG_CONN_TIMEOUT_SECS: '15',
    PG_QUERY_TIMEOUT_SECS: '15',
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: schemas.join(','),
    PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
  }
}

/** Runs postgres-meta's server.js as the CLI's container does and returns what it prints. */
export async function generateDatabaseTypesAsCli(connectionString: string, schemas: string[]): Promise<string> {
  const serverJs = path.join(path.dirname(createRequire(import.meta.url).resolve('@supabase/postgres-meta')), '..', 'server', 'server.js')
  const child = spawn(process.execPath, [serverJs], {
    env: { PATH: process.env.PATH ?? '', ...cliTypegenEnvironment(connectionString, schemas) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const out: Buffer[] = []
  const err: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve))
  if (code !== 0) throw new Error(`postgres-meta's server.js exited ${code}: ${Buffer.concat(err).toString().slice(-2000)}`)
  return Buffer.concat(out).toString()
}
