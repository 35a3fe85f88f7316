/**
 * `npm run db:types`: writes src/types/database.types.ts from the schema the migrations build,
 * in the shape `supabase gen types typescript` emits. It starts a throwaway local backend (which
 * applies every migration), reads the `public` schema from pg_catalog and prints the types.
 *
 * `npm run db:types -- --check` writes nothing: it fails, showing the difference, when the
 * checked-in file is not what the migrations give (CI runs it).
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../server/src/config.ts'
import { readCatalog } from './db-types-catalog.ts'
import { renderDatabaseTypes } from './db-types-render.ts'
import { startScratchBackend } from './scratch-backend.ts'

const TARGET = path.join(projectRoot, 'src', 'types', 'database.types.ts')
const SCHEMA = 'public'

async function generate(): Promise<string> {
  // The backend's own log would bury the result; its errors still throw.
  const backend = await startScratchBackend('news-db-types-', () => {})
  try {
    return await renderDatabaseTypes(await readCatalog(backend.api.db.pool, SCHEMA))
  } finally {
    await backend.stop()
  }
}

/** `git diff --no-index` of the checked-in file against the generated text. */
async function showDifference(current: string, generated: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'news-db-types-'))
  try {
    const generatedPath = path.join(folder, 'database.types.ts')
    await writeFile(generatedPath, generated)
    const currentPath = path.join(folder, 'checked-in.database.types.ts')
    await writeFile(currentPath, current)
    spawnSync('git', ['--no-pager', 'diff', '--no-index', '--', currentPath, generatedPath], { stdio: 'inherit' })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check')
  const generated = await generate()
  const relative = path.relative(projectRoot, TARGET)
  if (!check) {
    await writeFile(TARGET, generated)
    console.log(`db:types: wrote ${relative}`)
    return
  }
  const current = await readFile(TARGET, 'utf8').catch(() => '')
  if (current === generated) {
    console.log(`db:types: ${relative} matches the migrations`)
    return
  }
  await showDifference(current, generated)
  console.error(`db:types: ${relative} is not what the migrations give (diff above). Run \`npm run db:types\` and commit the result.`)
  process.exitCode = 1
}

await main()
