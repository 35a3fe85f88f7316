/**
 * `npm run db:rehearse`: the README's deploy, rehearsed with the Supabase CLI itself (the pinned
 * `supabase` dev dependency) on a fresh database shaped like a new hosted project:
 *   1. a throwaway PostgreSQL with only what the platform provides (server/src/db/platform.sql),
 *      the CLI connecting as `hosted_postgres`, a non-superuser with hosted `postgres`'s rights;
 *   2. `supabase db push --include-seed`, then `supabase migration list`: every migration applied
 *      and recorded where the CLI looks for it;
 *   3. `supabase/config.toml` loads in this CLI version without a warning;
 *   4. the schema it built equals supabase/schema-snapshot/ (which `npm run db:types -- --check`
 *      holds equal to what the local backend builds), and postgres-meta, run the way
 *      `supabase gen types typescript --db-url` runs it, prints src/types/database.types.ts;
 *   5. the app's integration smoke (SMOKE below) passes against the local API serving that
 *      database.
 * Fails, naming the step, at the first that does not hold.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv, projectRoot } from '../../server/src/config.ts'
import { applyPlatform, listMigrations } from '../../server/src/db/migrate.ts'
import { createPool } from '../../server/src/db/pools.ts'
import { startEmbeddedPostgres } from '../../server/src/db/postgres.ts'
import { createDemoNewsroom } from '../../server/src/db/users.ts'
import { freePort } from '../dev/free-port.ts'
import { readSchemaCatalog } from './schema-catalog.ts'
import { renderSchemaFiles } from './schema-render.ts'
import { apiSchemas, generateDatabaseTypesAsCli, TYPES_FILE } from './typescript-types.ts'

/** The integration files run against the pushed database: the app's reads and writes, its access rules, its functions. */
const SMOKE = ['tests/product/data-layer.test.ts', 'tests/product/hostile-rest.test.ts', 'tests/product/feeds.test.ts']
const SUPABASE = path.join(projectRoot, 'node_modules', '.bin', 'supabase')

class StepFailed extends Error {}

/** One connection, no time limits: the setup and the reads of a rehearsal. */
const onePool = (connectionString: string) =>
  createPool({ connectionString, name: 'rehearsal', max: 1, connectTimeoutMs: 30_000, statementTimeoutMs: 0, answerTimeoutMs: 0, onConnectionError: () => {} })

interface Output {
  code: number | null
  text: string
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}, echo = false): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    const keep = (chunk: Buffer) => {
      chunks.push(chunk)
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, text: Buffer.concat(chunks).toString() }))
  })
}

async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  const started = Date.now()
  try {
    const result = await body()
    console.log(`db:rehearse: ${name}: ok (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    return result
  } catch (error) {
    throw new StepFailed(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}

function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<Output> {
  return run(SUPABASE, [...args, '--workdir', projectRoot], { SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env })
}

/** `supabase migration list`'s table: which local and remote versions it pairs. */
export function parseMigrationList(text: string): { local: string; remote: string }[] {
  return text
    .split('\n')
    .map((line) => /^\s*`?(\d*)`?\s*\|\s*`?(\d*)`?\s*\|/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && (match[1] !== '' || match[2] !== ''))
    .map((match) => ({ local: match[1] ?? '', remote: match[2] ?? '' }))
}

async function compareSnapshot(ownerUrl: string): Promise<void> {
  const pool = onePool(ownerUrl)
  try {
    const differing: string[] = []
    const files = renderSchemaFiles(await readSchemaCatalog(pool))
    for (const [relative, text] of files) {
      if ((await fs.readFile(path.join(projectRoot, relative), 'utf8').catch(() => '')) !== text) differing.push(relative)
    }
    if (differing.length > 0) throw new Error(`what \`supabase db push\` built differs from the local backend's schema in ${differing.join(', ')}`)
  } finally {
    await pool.end()
  }
}

async function rehearse(folder: string): Promise<void> {
  const dbPort = await freePort()
  const postgres = await step('a fresh database with the platform only', async () => {
    const started = await startEmbeddedPostgres({ dir: path.join(folder, 'pg'), port: dbPort, log: () => {}, onUnexpectedExit: () => {} })
    const pool = onePool(started.connectionString)
    try {
      await applyPlatform(pool)
      await pool.query(`alter role hosted_postgres with login password 'rehearsal'`)
      // Lent for the push only, as the local backend lends it to its migration runs: hosted lets
      // `postgres` create policies on storage.objects (platform.sql says why).
      await pool.query('grant supabase_storage_admin to hosted_postgres')
    } finally {
      await pool.end()
    }
    return started
  })
  try {
    const ownerUrl = postgres.connectionString
    const pushUrl = `postgres://hosted_postgres:rehearsal@127.0.0.1:${dbPort}/postgres?sslmode=disable`

    await step('supabase db push --include-seed', async () => {
      const push = await cli(['db', 'push', '--db-url', pushUrl, '--include-seed', '--yes'])
      if (push.code !== 0 || !push.text.includes('Finished supabase db push.')) throw new Error(`exit ${push.code}:\n${push.text}`)
      const revoke = onePool(ownerUrl)
      await revoke.query('revoke supabase_storage_admin from hosted_postgres').finally(() => revoke.end())
    })

    // The checks read what the push built and change no schema: side by side, all cores busy.
    const outcomes = await Promise.allSettled([
      step('supabase migration list', async () => {
        const list = await cli(['migration', 'list', '--db-url', pushUrl])
        if (list.code !== 0) throw new Error(`exit ${list.code}:\n${list.text}`)
        const rows = parseMigrationList(list.text)
        const files = (await listMigrations()).map((migration) => migration.version)
        const unapplied = rows.filter((row) => row.local !== row.remote)
        if (unapplied.length > 0 || rows.length !== files.length) {
          throw new Error(`${files.length} migrations, ${rows.length} listed, not applied on both sides: ${JSON.stringify(unapplied)}\n${list.text}`)
        }
      }),
      step('supabase/config.toml loads without a warning', async () => {
        // `supabase status` reads and validates the whole config, then looks for Docker; pointed
        // at no Docker, it stops there.
        const status = await cli(['status'], { DOCKER_HOST: `unix://${path.join(folder, 'no-docker.sock')}` })
        const warnings = status.text.split('\n').filter((line) => /^WARN|deprecated/i.test(line))
        if (warnings.length > 0 || !status.text.includes('Cannot connect to the Docker daemon')) throw new Error(`the CLI said:\n${status.text}`)
      }),
      step('the schema equals supabase/schema-snapshot/', () => compareSnapshot(ownerUrl)),
      step('`supabase gen types typescript --db-url` equals src/types/database.types.ts', async () => {
        const printed = await generateDatabaseTypesAsCli(pushUrl, await apiSchemas())
        if (printed !== (await fs.readFile(path.join(projectRoot, TYPES_FILE), 'utf8'))) throw new Error(`postgres-meta prints other types for the pushed database; run \`npm run db:types\``)
      }),
      step('the integration smoke against it', async () => {
        const owner = onePool(ownerUrl)
        // An operator's step on hosted (Authentication → Users): the accounts the suites sign in as.
        await createDemoNewsroom(owner, { ...configFromEnv({}), log: () => {} }).finally(() => owner.end())
        const vitest = path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs')
        const tests = await run(process.execPath, [vitest, 'run', '--project', 'integration', ...SMOKE], { TEST_DATABASE_URL: ownerUrl }, true)
        if (tests.code !== 0) throw new Error(`vitest exited ${tests.code} (output above)`)
      }),
    ])
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason)] : []))
    if (failures.length > 0) throw new StepFailed(failures.join('\n'))
  } finally {
    await postgres.stop()
  }
}

const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'news-db-rehearse-'))
const started = Date.now()
try {
  await rehearse(folder)
  console.log(`db:rehearse: the README's deploy rehearsed with supabase ${(await run(SUPABASE, ['--version'])).text.trim()} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
} catch (error) {
  console.error(`db:rehearse: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  await fs.rm(folder, { recursive: true, force: true })
}
