import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { demoPhotoFiles, demoPhotoNames } from '../../build/photos/demo-photo-sets.ts'
import { freePort } from '../../scripts/dev/free-port.ts'
import { freshClone } from '../../scripts/dev/fresh-clone.ts'
import { exitCode } from '../../scripts/dev/processes.ts'
import { projectRoot } from '../../server/src/config.ts'
import { waitForMail } from '../../tests/support/mail.ts'
import { waitFor } from '../../tests/support/wait-for.ts'
import { expect, test } from '../support/fixtures.ts'

/**
 * `npm start` as a newcomer runs it, in a fresh clone of HEAD (scripts/dev/fresh-clone.ts: no demo
 * photos painted, no data, node_modules hard-linked): the first screen's photos are painted first,
 * and a second `npm start` in the same checkout, with the README's variables, runs beside it.
 */

/** Bounds measured on a 2-CPU machine with other suites running (load average 3–5): see docs/testing.md. */
const SITE_ANSWERS_MS = 120_000
const FIRST_SCREEN_PAINTED_MS = 60_000

interface Instance {
  process: ChildProcess
  site: string
  mail: string
  output: string[]
}

/** `npm start` in `cwd` with `vars`; the variables of the e2e runner's own stack are left out. */
function npmStart(cwd: string, vars: Record<string, string>): Instance {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!/^(E2E_|DEPLOY_HOOK_|VITE_|SMTP_|PORT$|API_PORT|DB_PORT|MAIL_|DATA_DIR)/.test(key)) env[key] = value
  // Its own process group, so stopping it reaches npm, tsx, the API, PostgreSQL's keeper and Vite.
  const child = spawn('npm', ['start'], { cwd, env: { ...env, ...vars }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const output: string[] = []
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  return { process: child, site: `http://127.0.0.1:${vars.PORT ?? 5173}`, mail: `http://127.0.0.1:${vars.MAIL_WEB_PORT ?? 54324}`, output }
}

async function stop(instance: Instance | undefined): Promise<void> {
  if (!instance?.process.pid || instance.process.exitCode !== null) return
  process.kill(-instance.process.pid, 'SIGTERM')
  await exitCode(instance.process)
}

async function siteAnswers(instance: Instance): Promise<void> {
  await waitFor(`npm start answering ${instance.site}/`, async () => {
    if (instance.process.exitCode !== null) throw new Error(`npm start exited with ${instance.process.exitCode}:\n${instance.output.join('')}`)
    return (await fetch(`${instance.site}/`).catch(() => null))?.status === 200
  }, { timeoutMs: SITE_ANSWERS_MS, intervalMs: 100 })
}

/** The demo photo sets the images in the first screen (the viewport) show. */
function firstScreenSets(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.images]
    .filter((img) => { const box = img.getBoundingClientRect(); return box.width > 0 && box.bottom > 0 && box.top < innerHeight })
    .map((img) => /\/images\/photos\/([a-z0-9-]+)\//.exec(img.currentSrc || img.src)?.[1] ?? '')
    .filter(Boolean))
}

const firstScreenLoaded = (page: Page) => page.waitForFunction(() => {
  const shown = [...document.images].filter((img) => { const box = img.getBoundingClientRect(); return box.width > 0 && box.bottom > 0 && box.top < innerHeight })
  return shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0)
}, undefined, { timeout: FIRST_SCREEN_PAINTED_MS, polling: 100 })

test.describe('a first npm start from a fresh clone', () => {
  test.describe.configure({ mode: 'serial' })
  let clone = ''
  let first: Instance | undefined
  let second: Instance | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    clone = await freshClone()
    const ports = { PORT: await freePort(), API_PORT: await freePort(), DB_PORT: await freePort(), MAIL_WEB_PORT: await freePort(), MAIL_SMTP_PORT: await freePort() }
    first = npmStart(clone, Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, String(port)])))
  })
  test.afterAll(async () => {
    test.setTimeout(120_000)
    await stop(second)
    await stop(first)
    if (clone) await rm(clone, { recursive: true, force: true })
  })

  test("paints the first screen's photos first, so the first page a newcomer sees is complete", async ({ page }) => {
    test.setTimeout(SITE_ANSWERS_MS + 2 * FIRST_SCREEN_PAINTED_MS)
    const instance = first!
    const publicDir = path.join(clone, 'public')
    const painted = () => demoPhotoNames(publicDir).filter((name) => demoPhotoFiles().every((file) => existsSync(path.join(publicDir, 'images/photos', name, file.name))))
    await siteAnswers(instance)
    const answered = performance.now()

    // As a newcomer: the home page, opened the moment the site answers.
    await page.goto(`${instance.site}/`, { waitUntil: 'commit' })
    await expect(page.getByTestId('lead-article').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 60_000 })
    const sets = [...new Set(await firstScreenSets(page))]
    expect(sets.length, 'the first screen shows demo photos').toBeGreaterThan(0)
    await firstScreenLoaded(page)
    const loadedMs = performance.now() - answered

    // Painted first: when the first screen's sets are done, few others are (two are painted at a time).
    let doneMs = 0
    let others: string[] = []
    await waitFor(`the first screen's photo sets (${sets.join(', ')}) painted`, () => {
      const done = painted()
      if (!sets.every((set) => done.includes(set))) return false
      doneMs = performance.now() - answered
      others = done.filter((set) => !sets.includes(set))
      return true
    }, { timeoutMs: FIRST_SCREEN_PAINTED_MS, intervalMs: 100 })
    console.log(`first npm start: first screen (${sets.length} photo sets) loaded ${(loadedMs / 1000).toFixed(1)} s and painted ${(doneMs / 1000).toFixed(1)} s after the site answered; ${others.length} of ${demoPhotoNames(publicDir).length - sets.length} other sets painted by then`)
    expect(others.length).toBeLessThanOrEqual(2)

    // The page seen again shows the photographs themselves, each loaded.
    const types = new Map<string, string>()
    page.on('response', (response) => {
      if (response.url().includes('/images/photos/')) types.set(new URL(response.url()).pathname, response.headers()['content-type'] ?? '')
    })
    await page.reload()
    await firstScreenLoaded(page)
    for (const set of sets) expect([...types].filter(([url]) => url.includes(`/${set}/`)).map(([, type]) => type)).toContain('image/avif')
  })

  test("a second npm start with the README's variables runs beside it, serves its site, and its mail catcher gets its mail", async ({ page }) => {
    test.setTimeout(SITE_ANSWERS_MS + 60_000)
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8')
    const line = /^((?:[A-Z_]+=\S+ )+)npm start$/m.exec(readme)?.[1] ?? ''
    const vars = Object.fromEntries(line.trim().split(/\s+/).map((pair) => pair.split('=') as [string, string]))
    // Every port and folder an instance takes, as scripts/dev/start.ts and server/src/config.ts read them.
    expect(Object.keys(vars).sort()).toEqual(['API_PORT', 'DATA_DIR', 'DB_PORT', 'MAIL_SMTP_PORT', 'MAIL_WEB_PORT', 'PORT'])
    // The README's values, each moved to a free port: on a shared machine its fixed ones may be held.
    for (const key of Object.keys(vars)) if (key !== 'DATA_DIR') vars[key] = String(await freePort())
    const started = performance.now()
    second = npmStart(clone, vars)
    await siteAnswers(second)
    console.log(`second npm start: site answered ${((performance.now() - started) / 1000).toFixed(1)} s after it began`)
    expect(first!.process.exitCode).toBeNull()

    await page.goto(`${second.site}/`)
    await expect(page.getByTestId('lead-article').getByRole('heading', { level: 2 })).toBeVisible({ timeout: 60_000 })
    const address = `second-instance-${Date.now()}@example.com`
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    await form.getByLabel('Email address').fill(address)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    const [mail] = await waitForMail(second.mail, address, { timeoutMs: 60_000 })
    expect(mail?.subject).toMatch(/confirm/i)
    expect(existsSync(path.join(clone, vars.DATA_DIR ?? '', 'mail'))).toBe(true)
  })
})
