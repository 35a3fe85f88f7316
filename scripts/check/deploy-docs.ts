/**
 * `npm run check:deploy-docs`: the deploy the README and docs/deploying.md describe is complete,
 * so a new function, secret or job cannot be forgotten there. It compares their code blocks
 * against what the repository holds:
 *   - every function in supabase/functions/ has `verify_jwt` stated in supabase/config.toml, the
 *     local backend's gateway lets it through without a key exactly when that is false, and each
 *     doc deploys it (`supabase functions deploy … <name>`);
 *   - every variable the functions read (but the platform's own SUPABASE_*) is set with
 *     `supabase secrets set`, or marked optional in docs/deploying.md's table;
 *   - every Vault secret the migrations read is created (`vault.create_secret(…, '<name>')`) and
 *     every Supabase Cron job they schedule is scheduled (`cron.schedule('<name>'`);
 *   - in that order: `db push`, secrets, functions, Vault, Cron.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'smol-toml'
import { projectRoot } from '../../server/src/config.ts'
import { isOpenFunctionPath } from '../../server/src/functions/routes.ts'
import { deployProblems, type Repository } from './deploy-steps.ts'

const DOCS = ['README.md', 'docs/deploying.md']
const read = (relative: string) => readFileSync(path.join(projectRoot, relative), 'utf8')

function functionSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
}

function repository(): Repository {
  const functionsFolder = path.join(projectRoot, 'supabase', 'functions')
  const functions = readdirSync(functionsFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort()
  const config = parse(read('supabase/config.toml')) as { functions?: Record<string, { verify_jwt?: unknown }> }
  const migrations = readdirSync(path.join(projectRoot, 'supabase', 'migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => read(`supabase/migrations/${file}`))
  return {
    functions,
    verifyJwt: Object.fromEntries(Object.entries(config.functions ?? {}).map(([name, settings]) => [name, settings.verify_jwt])),
    openLocally: Object.fromEntries(functions.map((name) => [name, isOpenFunctionPath(`/functions/v1/${name}`)])),
    functionSources: functionSources(functionsFolder),
    migrations,
  }
}

const problems = deployProblems(repository(), Object.fromEntries(DOCS.map((doc) => [doc, read(doc)])))
for (const problem of problems) console.error(`check:deploy-docs: ${problem}`)
if (problems.length > 0) process.exitCode = 1
else console.log(`check:deploy-docs: ${DOCS.join(' and ')} deploy every function, set every secret and schedule every job, in order`)
