import { spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { projectRoot } from '../../../server/src/config.ts'
import { bin, exitCode } from '../../dev/processes.ts'
import type { BenchRow } from './report.ts'

/** `npm run build` at 100,000 articles with the default PRERENDER_ARTICLES, on this machine. */
export const BUILD_TARGET_SECONDS = 180

export interface BuildTime {
  /** `vite build`, seconds. */
  build: number
  /** build/prerender/prerender.ts, seconds. */
  prerender: number
  total: number
  /** HTML files in the finished build (the app shell and every prerendered page). */
  htmlFiles: number
  /** PRERENDER_ARTICLES as the build saw it ('1000 (default)' when unset). */
  prerenderArticles: string
}

async function timed(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const started = performance.now()
  // The steps' own output goes to stderr: a bench's stdout is its report.
  const child = spawn(process.execPath, args, { cwd: projectRoot, env, stdio: ['ignore', 2, 'inherit'] })
  const code = await exitCode(child)
  if (code !== 0) throw new Error(`${name} failed with exit code ${code}`)
  return (performance.now() - started) / 1000
}

async function countHtml(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true })
  return entries.filter((entry) => entry.endsWith('.html')).length
}

/**
 * Runs the build as `npm run build` does (vite build, then build/prerender/prerender.ts reading `apiUrl`
 * with the anon key) into a temp folder, times each step and removes the folder.
 */
export async function measureBuildTime(options: { apiUrl: string; anonKey: string }): Promise<BuildTime> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'bench-build-'))
  try {
    const env = { ...process.env, VITE_SUPABASE_URL: options.apiUrl, VITE_SUPABASE_ANON_KEY: options.anonKey, SITE_URL: 'http://127.0.0.1:4173' }
    const build = await timed('vite build', [bin.vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], env)
    const prerender = await timed('prerender', ['--import', 'tsx', 'build/prerender/prerender.ts', '--outDir', outDir], env)
    return {
      build,
      prerender,
      total: build + prerender,
      htmlFiles: await countHtml(outDir),
      prerenderArticles: process.env.PRERENDER_ARTICLES ?? '1000 (default)',
    }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

/** The bench table's row: the whole build against its target. */
export function buildTimeRow(time: BuildTime, articles: number): BenchRow {
  return {
    measure: `npm run build at ${articles.toLocaleString('en-US')} articles (PRERENDER_ARTICLES ${time.prerenderArticles})`,
    naive: '',
    now: `${time.total.toFixed(1)} s (vite build ${time.build.toFixed(1)} s + prerender ${time.prerender.toFixed(1)} s, ${time.htmlFiles} HTML files)`,
    target: `≤ ${BUILD_TARGET_SECONDS} s at 100,000 articles`,
    // The target is for the full archive: a smaller run is no evidence either way.
    met: articles >= 100_000 ? time.total <= BUILD_TARGET_SECONDS : undefined,
  }
}
