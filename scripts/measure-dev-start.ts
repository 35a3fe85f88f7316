/**
 * `npm run bench:dev-start [-- --runs N] [--warm]`: how soon `npm start` gives a usable page.
 *
 * Each run starts `npm start` (scripts/start.ts) on free ports with a throwaway data folder and a
 * fresh dependency cache (DEV_CACHE_DIR; `--warm` keeps the first run's cache for the later runs),
 * and times, from the moment the API answers /health, until the home page's lead headline is
 * visible in Chromium. A dependency that Vite discovers only once the page asks for it makes it
 * re-optimise and reload the page: the run counts the page's navigations (more than one is a
 * reload) and Vite's "reloading" lines, and then imports the admin dashboard and the article
 * editor in the page too, so a dependency only they use would show up as a reload as well.
 * Issue 19's target: ≤ 5 s with no reload.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../e2e/support/browser.ts'
import { projectRoot } from '../server/src/config.ts'
import { freePort } from './free-port.ts'
import { exitCode } from './processes.ts'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, warm: { type: 'boolean', default: false } } })
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be a whole number from 1 to 20')
  process.exit(2)
}
const TARGET_MS = 5_000

interface Run {
  /** From the API answering /health to the lead headline: issue 19's figure. */
  usableMs: number
  /** From `npm start` to the lead headline, API start (migrations, seed) included. */
  fromStartMs: number
  navigations: number
  viteReloads: number
  afterAdminNavigations: number
  afterAdminViteReloads: number
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s`)
}

/** Resolves once Vite has had no request to answer for `quietMs`: a reload would have begun by then. */
async function settle(page: Page, quietMs: number): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 })
  await page.waitForTimeout(quietMs)
}

async function measure(cacheDir: string, log: string[]): Promise<Run> {
  const [webPort, apiPort, dbPort] = [await freePort(), await freePort(), await freePort()]
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-dev-start-'))
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(webPort), API_PORT: String(apiPort), DB_PORT: String(dbPort), DATA_DIR: dataDir, DEV_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let viteReloads = 0
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.push(line)
      if (/\[web\].*reloading/i.test(line)) viteReloads++
      // What the optimiser found late is what optimizeDeps.include lacks: shown as it happens.
      if (/\[web\].*(new dependencies|reloading)/i.test(line)) console.error(line)
    })
  }
  const browserChoice = await findChromium()
  const browser = await chromium.launch({ executablePath: browserChoice.executablePath, args: chromiumArgs(browserChoice) })
  try {
    await waitUntil('the API answering', async () => (await fetch(`http://127.0.0.1:${apiPort}/health`)).ok, 240_000)
    const apiReady = performance.now()
    const page = await browser.newPage()
    // A new document each time (history.pushState, which the router does, makes none).
    let navigations = 0
    page.on('domcontentloaded', () => navigations++)
    const url = `http://127.0.0.1:${webPort}/`
    await waitUntil('the dev server answering', async () => (await fetch(url)).ok, 60_000)
    await page.goto(url, { waitUntil: 'commit' })
    await page.getByTestId('lead-article').getByRole('heading', { level: 2 }).waitFor({ timeout: 60_000 })
    const usableMs = performance.now() - apiReady
    const fromStartMs = performance.now() - started
    await settle(page, 1_000)
    const home = { navigations, viteReloads }
    // The dashboard and the editor load only after sign-in; importing them here asks Vite for
    // every dependency they use, as an editor's first visit would.
    await page.evaluate(async (modules) => {
      for (const module of modules) await import(module)
    }, ['/src/app/routes/admin/dashboard.tsx', '/src/features/admin/components/article-editor-dialog.tsx'])
    await settle(page, 1_000)
    return {
      usableMs,
      fromStartMs,
      navigations: home.navigations,
      viteReloads: home.viteReloads,
      afterAdminNavigations: navigations - home.navigations,
      afterAdminViteReloads: viteReloads - home.viteReloads,
    }
  } finally {
    await browser.close()
    child.kill('SIGTERM')
    await exitCode(child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

const freshCache = () => path.join(projectRoot, 'node_modules', '.vite', `measure-${process.pid}-${Date.now()}`)
const results: Run[] = []
let cacheDir = freshCache()

/** The one-minute load average (os.loadavg() always lists the 1-, 5- and 15-minute ones). */
function oneMinuteLoad(): number {
  const [oneMinute = NaN] = os.loadavg()
  return oneMinute
}

const loadBefore = oneMinuteLoad()
for (let i = 0; i < runs; i++) {
  if (!values.warm && i > 0) {
    await rm(cacheDir, { recursive: true, force: true })
    cacheDir = freshCache()
  }
  const log: string[] = []
  try {
    const run = await measure(cacheDir, log)
    results.push(run)
    console.error(
      `run ${i + 1}: usable ${(run.usableMs / 1000).toFixed(2)} s after the API answered (${(run.fromStartMs / 1000).toFixed(2)} s after npm start), navigations ${run.navigations}, vite reloads ${run.viteReloads}; ` +
        `after importing the admin: navigations ${run.afterAdminNavigations}, vite reloads ${run.afterAdminViteReloads}`,
    )
  } catch (error) {
    console.error(`run ${i + 1} failed: ${error instanceof Error ? error.message : String(error)}\n${log.join('\n')}`)
    process.exitCode = 1
  }
}
await rm(cacheDir, { recursive: true, force: true })

if (results.length) {
  const sorted = results.map((r) => r.usableMs).sort((a, b) => a - b)
  const middle = [sorted[Math.floor((sorted.length - 1) / 2)], sorted[Math.ceil((sorted.length - 1) / 2)]]
  const median = ((middle[0] ?? NaN) + (middle[1] ?? NaN)) / 2
  const reloads = results.reduce((sum, r) => sum + (r.navigations - 1) + r.viteReloads + r.afterAdminNavigations + r.afterAdminViteReloads, 0)
  const load = [loadBefore, oneMinuteLoad()].map((v) => v.toFixed(1)).join(' → ')
  console.log(
    `npm start, ${values.warm ? 'warm' : 'fresh'} dependency cache, ${results.length} run(s), ${os.cpus().length} CPUs, load average ${load}: ` +
      `first usable page ${(median / 1000).toFixed(2)} s after the API answered (median; min ${(Math.min(...sorted) / 1000).toFixed(2)}, max ${(Math.max(...sorted) / 1000).toFixed(2)}), ` +
      `${reloads} reload(s). Target ≤ ${TARGET_MS / 1000} s, no reload: ${median <= TARGET_MS && reloads === 0 ? 'met' : 'not met'}`,
  )
}
