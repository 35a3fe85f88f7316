/**
 * The one way scripts and tests start the site on throwaway data: a scratch backend (seeded, on a
 * temp folder, scripts/dev/scratch-backend.ts) and, when asked, a production build of the app pointed
 * at it (prerendered as `npm run build` makes it, when asked), served by `vite preview` with the
 * security headers the build writes. The e2e runner
 * (e2e/support/stack.ts), Lighthouse (scripts/bench/lighthouse.ts) and the benches start it here;
 * `stop()` ends the preview, then PostgreSQL, then removes every temp folder.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { loadEnv } from 'vite'
import { LOCAL_ANON_KEY, projectRoot } from '../../server/src/config.ts'
import { waitFor } from '../../tests/support/wait-for.ts'
import { freePort } from './free-port.ts'
import { bin, exitCode } from './processes.ts'
import { startScratchBackend, type ScratchBackend, type ScratchBackendOptions } from './scratch-backend.ts'

export interface Site {
  url: string
  /** The production build being served (index.html, assets, _headers). */
  outDir: string
  /** Settles with `vite preview`'s exit code when it exits, on its own or by `stop()`. */
  exited: Promise<number>
  stop(): Promise<void>
}

export interface SiteOptions {
  apiUrl: string
  anonKey?: string
  /** Port for `vite preview`; a free one unless given. */
  port?: number
  /**
   * Built as `npm run build` builds: after `vite build`, build/prerender/prerender.ts writes the
   * prerendered pages from `apiUrl`'s data, with the served address as their site URL.
   */
  prerender?: boolean
  /** Runs after the build, before the server starts (e.g. to add a reference page). */
  beforeServe?: (outDir: string) => Promise<void>
  /**
   * 'none': built as `npm run build` on a fresh clone beside `npm start`, with no VITE_SUPABASE_*
   * setting at all (the build finds the local API itself: build/local-build-env.ts; `apiUrl` only
   * says which port). Refused when the checkout's .env files set them, since the build would then
   * use those. Default 'given': `apiUrl` and `anonKey` are passed in.
   */
  settings?: 'given' | 'none'
}

const SETTING_KEYS = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const

/** The VITE_SUPABASE_* settings this checkout's .env files give a production build (none on a fresh clone). */
export function checkoutSettings(): string[] {
  const files = loadEnv('production', projectRoot, 'VITE_')
  return SETTING_KEYS.filter((key) => files[key]?.trim())
}

/** The environment a build step runs in: the settings given, or none and the local API's port. */
function buildEnv(options: Pick<SiteOptions, 'apiUrl' | 'anonKey' | 'settings'>, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  if (options.settings !== 'none') {
    return { ...process.env, VITE_SUPABASE_URL: options.apiUrl, VITE_SUPABASE_ANON_KEY: options.anonKey ?? LOCAL_ANON_KEY, ...extra }
  }
  const set = checkoutSettings()
  if (set.length > 0) throw new Error(`a build with no settings was asked for, but this checkout's .env files set ${set.join(', ')}`)
  const env: NodeJS.ProcessEnv = { ...process.env, API_PORT: new URL(options.apiUrl).port, ...extra }
  for (const key of SETTING_KEYS) delete env[key]
  return env
}

async function waitForHttp(url: string, preview: ChildProcess, timeoutMs: number): Promise<void> {
  await waitFor(`vite preview answering on ${url}`, async () => {
    if (preview.exitCode !== null) throw new Error(`vite preview exited with code ${preview.exitCode}`)
    // A refused connection: not listening yet.
    return (await fetch(url).catch(() => null))?.ok
  }, { timeoutMs, intervalMs: 200 })
}

/** Builds the app against `apiUrl` into a temp folder and serves it with `vite preview`. */
export async function serveBuild(options: SiteOptions): Promise<Site> {
  // Chosen before the build: the prerendered pages carry the address they are served from.
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'news-build-'))
  const removeBuild = () => rm(outDir, { recursive: true, force: true })
  const env = buildEnv(options)
  const vite = (args: string[], stdio: StdioOptions) => spawn(process.execPath, [bin.vite, ...args], { cwd: projectRoot, env, stdio })
  try {
    const build = vite(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], ['ignore', 'inherit', 'inherit'])
    const buildCode = await exitCode(build)
    if (buildCode !== 0) throw new Error(`vite build failed with exit code ${buildCode}`)
    if (options.prerender) await prerenderBuild(outDir, { apiUrl: options.apiUrl, anonKey: options.anonKey, siteUrl: url, settings: options.settings })
    await options.beforeServe?.(outDir)
  } catch (error) {
    await removeBuild()
    throw error
  }
  // Its banner would mix into a script's report on stdout; its errors still show.
  const preview = vite(['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], ['ignore', 'ignore', 'inherit'])
  const stop = async () => {
    if (preview.exitCode === null && preview.signalCode === null) preview.kill('SIGTERM')
    await exitCode(preview)
    await removeBuild()
  }
  try {
    await waitForHttp(`${url}/favicon.svg`, preview, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, outDir, exited: exitCode(preview), stop }
}

/**
 * The second half of `npm run build`: build/prerender/prerender.ts writes the prerendered pages into a
 * build in `outDir`, reading from `apiUrl`; `siteUrl` is where the build will be served (its
 * canonical and preview addresses are absolute).
 */
export async function prerenderBuild(outDir: string, options: Pick<SiteOptions, 'apiUrl' | 'anonKey' | 'settings'> & { siteUrl: string }): Promise<void> {
  const env = buildEnv(options, { SITE_URL: options.siteUrl })
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/prerender/prerender.ts', '--outDir', outDir], { cwd: projectRoot, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const code = await exitCode(child)
  if (code !== 0) throw new Error(`build/prerender/prerender.ts failed with exit code ${code}`)
}

export interface StackOptions extends ScratchBackendOptions {
  /** Prefix of the temp data folder, e.g. 'news-e2e-'. */
  name: string
  log: (line: string) => void
  /** Build and serve the app against the backend; without it, only the backend runs. */
  site?: Omit<SiteOptions, 'apiUrl'>
}

export interface Stack {
  backend: ScratchBackend
  site?: Site
  stop(): Promise<void>
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const { name, log, site: siteOptions, ...backendOptions } = options
  const backend = await startScratchBackend(name, log, backendOptions)
  let site: Site | undefined
  try {
    if (siteOptions) site = await serveBuild({ ...siteOptions, apiUrl: backend.api.url })
  } catch (error) {
    await backend.stop()
    throw error
  }
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await site?.stop()
      await backend.stop()
    })()
    return stopping
  }
  return { backend, site, stop }
}

/**
 * For a process that only runs a stack: Ctrl-C or SIGTERM (a CI timeout, Playwright's shutdown)
 * stops it and exits, and so does the preview server dying, since nothing is left to serve.
 */
export function stopOnSignals(stack: Pick<Stack, 'stop' | 'site'>, log: (line: string) => void): void {
  let exiting = false
  const exit = (reason: string, code: number) => {
    if (exiting) return
    exiting = true
    log(`${reason}: stopping`)
    void stack
      .stop()
      .catch((error: unknown) => log(`stopping failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => process.exit(code))
  }
  // `on`, not `once`: under `npx tsx` the signal comes twice (to the process group, then relayed
  // by tsx), and a second one with no handler would kill the process before PostgreSQL stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => exit(signal, signal === 'SIGINT' ? 130 : 0))
  void stack.site?.exited.then((code) => exit(`vite preview exited with code ${code}`, code || 1))
}
