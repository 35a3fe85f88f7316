/**
 * The end-to-end stack Playwright starts: a fresh seeded backend on a throwaway data dir, and a
 * production build of the app pointed at it, served by `vite preview`. Stops everything on
 * SIGTERM/SIGINT so no PostgreSQL is left holding a port.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { configFromEnv, LOCAL_ANON_KEY, projectRoot } from '../../server/src/config.ts'
import { startLocalSupabase } from '../../server/src/server.ts'
import { E2E } from './env.ts'

const tmp = await mkdtemp(path.join(os.tmpdir(), 'news-e2e-'))
const log = (line: string) => console.log(`[e2e-api] ${line}`)
const api = await startLocalSupabase({
  ...configFromEnv(),
  port: E2E.apiPort,
  dbPort: E2E.dbPort,
  dataDir: path.join(tmp, 'data'),
  seed: true,
  siteUrl: E2E.webUrl,
  log,
})

const viteBin = path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')
const webEnv = { ...process.env, VITE_SUPABASE_URL: E2E.apiUrl, VITE_SUPABASE_ANON_KEY: LOCAL_ANON_KEY }
const outDir = path.join(tmp, 'dist')
let preview: ChildProcess | undefined

async function shutdown(code: number) {
  preview?.kill('SIGTERM')
  await api.stop().catch(() => undefined)
  await rm(tmp, { recursive: true, force: true }).catch(() => undefined)
  process.exit(code)
}
process.on('SIGTERM', () => void shutdown(0))
process.on('SIGINT', () => void shutdown(0))

function run(args: string[]): ChildProcess {
  return spawn(process.execPath, [viteBin, ...args], { cwd: projectRoot, env: webEnv, stdio: 'inherit' })
}

const build = run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'])
build.on('exit', (code) => {
  if (code !== 0) {
    console.error(`[e2e] vite build failed with exit code ${code}`)
    void shutdown(1)
    return
  }
  preview = run(['preview', '--outDir', outDir, '--port', String(E2E.webPort), '--strictPort'])
  preview.on('exit', (previewCode) => void shutdown(previewCode ?? 1))
})
