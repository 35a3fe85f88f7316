/**
 * `npm run db:types`: writes what is generated from the schema the migrations build: the types in
 * src/types/database.types.ts, from the platform's own generator (postgres-meta, what
 * `supabase gen types typescript` runs; typescript-types.ts), and the readable snapshot in
 * supabase/schema-snapshot/ (one file per table, view and function, with policies and grants).
 * It starts a throwaway local backend (which applies every migration) and reads its catalogue.
 * The snapshot is not in supabase/schemas/: the CLI's declarative-schema workflow would take that
 * folder for the source of `supabase db diff`, while here the migrations are the source.
 *
 * `npm run db:types -- --check` writes nothing: it fails, showing the difference, when a
 * checked-in file is not what the migrations give (CI runs it).
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../../server/src/config.ts'
import { startScratchBackend } from '../dev/scratch-backend.ts'
import { readSchemaCatalog } from './schema-catalog.ts'
import { renderSchemaFiles, SCHEMAS_FOLDER } from './schema-render.ts'
import { apiSchemas, generateDatabaseTypes, TYPES_FILE as TYPES } from './typescript-types.ts'

/** Where the snapshot was before it moved; a file left there (say, from a merge) is stale. */
const OLD_SCHEMAS_FOLDER = 'supabase/schemas'

/** Every generated file by path relative to the project root. */
async function generate(): Promise<Map<string, string>> {
  // The backend's own log would bury the result; its errors still throw.
  const backend = await startScratchBackend('news-db-types-', () => {})
  try {
    const files = renderSchemaFiles(await readSchemaCatalog(backend.api.db.pool))
    files.set(TYPES, await generateDatabaseTypes(backend.api.databaseUrl, await apiSchemas()))
    return files
  } finally {
    await backend.stop()
  }
}

/** The .sql files now in the snapshot's folder (and its old one), relative to the project root. */
async function schemaFilesOnDisk(): Promise<string[]> {
  const found: string[] = []
  for (const folder of [SCHEMAS_FOLDER, OLD_SCHEMAS_FOLDER]) {
    const entries = await readdir(path.join(projectRoot, folder), { recursive: true }).catch(() => [])
    found.push(...entries.filter((entry) => entry.endsWith('.sql')).map((entry) => `${folder}/${entry.split(path.sep).join('/')}`))
  }
  return found
}

/** `git diff --no-index` of a checked-in file against the generated text. */
async function showDifference(relative: string, current: string, generated: string): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'news-db-types-'))
  try {
    const name = path.basename(relative)
    const generatedPath = path.join(folder, `generated.${name}`)
    await writeFile(generatedPath, generated)
    const currentPath = path.join(folder, `checked-in.${name}`)
    await writeFile(currentPath, current)
    spawnSync('git', ['--no-pager', 'diff', '--no-index', '--', currentPath, generatedPath], { stdio: 'inherit' })
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function check(files: Map<string, string>): Promise<void> {
  const stale = (await schemaFilesOnDisk()).filter((relative) => !files.has(relative))
  const differing: string[] = []
  for (const [relative, generated] of files) {
    const current = await readFile(path.join(projectRoot, relative), 'utf8').catch(() => '')
    if (current === generated) continue
    differing.push(relative)
    await showDifference(relative, current, generated)
  }
  for (const relative of stale) console.error(`db:types: ${relative} describes nothing the migrations create`)
  if (differing.length === 0 && stale.length === 0) {
    console.log(`db:types: ${TYPES} and ${SCHEMAS_FOLDER}/ (${files.size - 1} files) match the migrations`)
    return
  }
  console.error(`db:types: ${[...differing, ...stale].join(', ')} not what the migrations give (diff above). Run \`npm run db:types\` and commit the result.`)
  process.exitCode = 1
}

async function write(files: Map<string, string>): Promise<void> {
  for (const relative of await schemaFilesOnDisk()) {
    if (!files.has(relative)) await rm(path.join(projectRoot, relative))
  }
  for (const [relative, text] of files) {
    const target = path.join(projectRoot, relative)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, text)
  }
  console.log(`db:types: wrote ${TYPES} and ${SCHEMAS_FOLDER}/ (${files.size - 1} files)`)
}

const files = await generate()
await (process.argv.includes('--check') ? check(files) : write(files))
