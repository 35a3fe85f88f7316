/**
 * `npm run bench:dev-start [-- --runs N] [--warm] [--install]`: how soon `npm start` shows a new
 * developer the seeded home page.
 *
 * Each run clones this checkout's HEAD (committed work only) into a temp folder, as a fresh clone:
 * no demo photos in public/, no `.local/` data, no dependency cache. Its node_modules is this
 * checkout's, hard-linked without the caches under it (`--install` runs `npm install` instead,
 * and reports how long that took). It starts `npm start` there on free ports with a throwaway data
 * folder and times, from the moment `npm start` began:
 * - site: the first HTTP 200 for `/`;
 * - banner: the "Site:" line, which must not come before the site answers (a run where it does fails);
 * - home: the home page, opened when the banner appears, showing its data (the lead article's headline)
 *   in Chromium: the figure the target is about;
 * - lead image: the lead article's image shown: its photograph, or, while the background painting has
 *   not reached it, the illustration the dev server sends in its place.
 * A dependency that Vite discovers only once the page asks for it makes it re-optimise and reload
 * the page: the run counts the page's navigations (more than one is a reload) and Vite's
 * "reloading" lines, and then imports the admin dashboard and the article editor in the page too,
 * so a dependency only they use would show up as a reload as well. Target: home ≤ 10 s, no reload.
 * `--warm` keeps the first run's clone (its dependency cache and painted photos) for the later runs.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, findChromium } from '../../e2e/support/browser.ts'
import { waitFor } from '../../tests/support/wait-for.ts'
import { freePort } from '../dev/free-port.ts'
import { freshClone } from '../dev/fresh-clone.ts'
import { exitCode } from '../dev/processes.ts'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, warm: { type: 'boolean', default: false }, install: { type: 'boolean', default: false } },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error('--runs must be a whole number from 1 to 20')
  process.exit(2)
}
const TARGET_MS = 10_000

interface Run {
  /** From `npm start` to the first 200 for `/`. */
  siteMs: number
  /** From `npm start` to the "Site:" banner. */
  bannerMs: number
  /** From `npm start` to the home page's lead headline in Chromium: the target's figure. */
  homeMs: number
  /** From `npm start` to the lead article's image shown; undefined when not within the wait. */
  leadPhotoMs: number | undefined
  navigations: number
  viteReloads: number
  afterAdminNavigations: number
  afterAdminViteReloads: number
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)


/**
 * Resolves once Vite has had no request to answer for a second: a reload would have begun by then.
 * A photo still being painted keeps a request open for longer; that is no reload, so the wait for
 * the network to go quiet is bounded.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined)
  await page.waitForTimeout(1_000)
}

async function measure(clone: string, browser: Browser, log: string[]): Promise<Run> {
  const [webPort, apiPort, dbPort] = [await freePort(), await freePort(), await freePort()]
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'news-dev-start-'))
  const url = `http://127.0.0.1:${webPort}/`
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev/start.ts'], {
    cwd: clone,
    env: { ...process.env, PORT: String(webPort), API_PORT: String(apiPort), DB_PORT: String(dbPort), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let viteReloads = 0
  let bannerMs: number | undefined
  let bannerEarly: string | undefined
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.push(line)
      if (/\[web\].*reloading/i.test(line)) viteReloads++
      // What the optimiser found late is what optimizeDeps.include lacks: shown as it happens.
      if (/\[web\].*(new dependencies|reloading)/i.test(line)) console.error(line)
      if (bannerMs === undefined && /^\s*Site:\s+http/.test(line)) {
        bannerMs = performance.now() - started
        void fetch(url).then(
          (response) => {
            if (response.status !== 200) bannerEarly = `the site answered ${response.status} when the banner appeared`
          },
          (error: unknown) => {
            bannerEarly = `the site refused the connection when the banner appeared (${String(error)})`
          },
        )
      }
    })
  }
  try {
    let siteMs: number | undefined
    // Asked every 50 ms: the figure is the start-up time, so the wait adds little to it.
    const poll = { timeoutMs: 240_000, intervalMs: 50 }
    await waitFor('the dev server answering /', async () => {
      if ((await fetch(url).catch(() => null))?.status !== 200) return false
      siteMs = performance.now() - started
      return true
    }, poll)
    await waitFor('the "Site:" banner', () => bannerMs !== undefined, poll)
    const page = await browser.newPage()
    // A new document each time (history.pushState, which the router does, makes none).
    let navigations = 0
    page.on('domcontentloaded', () => navigations++)
    await page.goto(url, { waitUntil: 'commit' })
    const lead = page.getByTestId('lead-article')
    await lead.getByRole('heading', { level: 2 }).waitFor({ timeout: 60_000 })
    const homeMs = performance.now() - started
    const leadPhotoMs = await page
      .waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="lead-article"] img')
        return img !== null && img.complete && img.naturalWidth > 0
      }, undefined, { timeout: 120_000, polling: 100 })
      .then(() => performance.now() - started)
      .catch(() => undefined)
    await settle(page)
    const home = { navigations, viteReloads }
    // The dashboard and the editor load only after sign-in; importing them here asks Vite for
    // every dependency they use, as an editor's first visit would.
    await page.evaluate(async (modules) => {
      for (const module of modules) await import(module)
    }, ['/src/app/routes/admin/dashboard.tsx', '/src/features/editor/components/article-editor-dialog.tsx'])
    await settle(page)
    await page.close()
    if (bannerEarly) throw new Error(bannerEarly)
    return {
      siteMs: siteMs ?? NaN,
      bannerMs: bannerMs ?? NaN,
      homeMs,
      leadPhotoMs,
      navigations: home.navigations,
      viteReloads: home.viteReloads,
      afterAdminNavigations: navigations - home.navigations,
      afterAdminViteReloads: viteReloads - home.viteReloads,
    }
  } finally {
    child.kill('SIGTERM')
    await exitCode(child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** The one-minute load average (os.loadavg() always lists the 1-, 5- and 15-minute ones). */
function oneMinuteLoad(): number {
  const [oneMinute = NaN] = os.loadavg()
  return oneMinute
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return ((sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN) + (sorted[Math.ceil((sorted.length - 1) / 2)] ?? NaN)) / 2
}

const browserChoice = await findChromium()
const browser = await chromium.launch({ executablePath: browserChoice.executablePath, args: chromiumArgs(browserChoice) })
const results: Run[] = []
const loads: number[] = []
let clone: string | undefined
try {
  for (let i = 0; i < runs; i++) {
    if (!values.warm && clone) {
      await rm(clone, { recursive: true, force: true })
      clone = undefined
    }
    clone ??= await freshClone({ install: values.install, onInstalled: (ms) => console.error(`npm install in the clone: ${seconds(ms)} s`) })
    const log: string[] = []
    const loadBefore = oneMinuteLoad()
    try {
      const result = await measure(clone, browser, log)
      results.push(result)
      loads.push(loadBefore, oneMinuteLoad())
      console.error(
        `run ${i + 1} (load average ${loadBefore.toFixed(1)} → ${oneMinuteLoad().toFixed(1)}): after npm start, site 200 at ${seconds(result.siteMs)} s, banner at ${seconds(result.bannerMs)} s, ` +
          `home with its data at ${seconds(result.homeMs)} s, lead image at ${result.leadPhotoMs === undefined ? 'not within 120 s' : `${seconds(result.leadPhotoMs)} s`}; ` +
          `navigations ${result.navigations}, vite reloads ${result.viteReloads}; after importing the admin: navigations ${result.afterAdminNavigations}, vite reloads ${result.afterAdminViteReloads}`,
      )
    } catch (error) {
      console.error(`run ${i + 1} failed: ${error instanceof Error ? error.message : String(error)}\n${log.join('\n')}`)
      process.exitCode = 1
    }
  }
} finally {
  await browser.close()
  if (clone) await rm(clone, { recursive: true, force: true })
}

if (results.length) {
  const homes = results.map((r) => r.homeMs)
  const home = median(homes)
  const reloads = results.reduce((sum, r) => sum + (r.navigations - 1) + r.viteReloads + r.afterAdminNavigations + r.afterAdminViteReloads, 0)
  console.log(
    `npm start from a fresh clone${values.warm ? ' (later runs warm)' : ''}, ${results.length} run(s), ${os.cpus().length} CPUs, load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}: ` +
      `home with its data ${seconds(home)} s after npm start (median; min ${seconds(Math.min(...homes))}, max ${seconds(Math.max(...homes))}); ` +
      `site 200 ${seconds(median(results.map((r) => r.siteMs)))} s, banner ${seconds(median(results.map((r) => r.bannerMs)))} s (medians); ${reloads} reload(s). ` +
      `Target ≤ ${TARGET_MS / 1000} s, no reload: ${home <= TARGET_MS && reloads === 0 ? 'met' : 'not met'}`,
  )
}
