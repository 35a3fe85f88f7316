/**
 * `npm run bench:lighthouse`: Lighthouse 12's mobile profile on a production build (`vite build`,
 * the prerendered pages, `vite preview`), median of N runs per page, beside an empty page on the same server so the
 * figures can be read against what this machine can do at best. Also prints the entry JS the
 * home page downloads before it can render (gzip). `scripts/bench/bench.ts` calls `measureLighthouse`
 * with its own large database; run alone, this starts a seeded throwaway backend.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { APP_FILE } from '../../build/prerender/page-html.ts'
import { entryScriptPaths } from './lib/entry-scripts.ts'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumArgs, findChromium } from '../../e2e/support/browser.ts'
import { firstOf } from '../../tests/support/items.ts'
import { LOCAL_ANON_KEY } from '../../server/src/config.ts'
import { serveBuild, startStack, stopOnSignals } from '../dev/stack.ts'

export interface LighthouseRow {
  page: string
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
}

export interface LighthouseReport {
  rows: LighthouseRow[]
  entryJsGzipBytes: number
  entryJsFiles: number
}

interface Target {
  page: string
  path: string
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid] ?? NaN
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? NaN) + upper) / 2
}

/**
 * What the browser must download before the app can render a page the build did not prerender
 * (app.html, the built index.html): the entry script and its preloads. A prerendered page needs
 * none of it for its first paint.
 */
async function entryJs(outDir: string): Promise<{ bytes: number; files: number }> {
  const html = await readFile(path.join(outDir, APP_FILE), 'utf8')
  const srcs = entryScriptPaths(html)
  let bytes = 0
  for (const src of srcs) bytes += gzipSync(await readFile(path.join(outDir, src.replace(/^\//, '')))).length
  return { bytes, files: srcs.length }
}

export async function audit(chromePort: number, url: string): Promise<Omit<LighthouseRow, 'page'>> {
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
  if (!result) throw new Error(`lighthouse: no result for ${url}`)
  const { audits, categories } = result.lhr
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
  }
}

/** The reference page, `/blank.html`: same server, same network path, nothing to do. */
export function writeBlankPage(outDir: string): Promise<void> {
  return writeFile(path.join(outDir, 'blank.html'), '<!doctype html><title>blank</title><p>blank</p>')
}

/** Builds the app against `apiUrl`, serves it, and runs Lighthouse `runs` times per page. */
export async function measureLighthouse(options: {
  apiUrl: string
  anonKey: string
  articleSlug: string
  categorySlug: string
  runs?: number
}): Promise<LighthouseReport> {
  const runs = options.runs ?? 3
  const browser = await findChromium()
  // Built as `npm run build` builds: home, the article and the category are prerendered pages.
  const site = await serveBuild({ apiUrl: options.apiUrl, anonKey: options.anonKey, prerender: true, beforeServe: writeBlankPage })
  const { url, outDir } = site
  let chrome: chromeLauncher.LaunchedChrome | undefined
  const targets: Target[] = [
    { page: 'empty page (reference)', path: '/blank.html' },
    { page: 'home', path: '/' },
    { page: 'article', path: `/${options.articleSlug}` },
    { page: 'category', path: `/category/${options.categorySlug}` },
  ]
  try {
    chrome = await chromeLauncher.launch({
      chromePath: browser.executablePath,
      chromeFlags: ['--headless=new', ...chromiumArgs(browser)],
    })
    const rows: LighthouseRow[] = []
    for (const target of targets) {
      const samples: Omit<LighthouseRow, 'page'>[] = []
      for (let i = 0; i < runs; i++) samples.push(await audit(chrome.port, url + target.path))
      rows.push({
        page: target.page,
        score: median(samples.map((s) => s.score)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
      })
    }
    const js = await entryJs(outDir)
    return { rows, entryJsGzipBytes: js.bytes, entryJsFiles: js.files }
  } finally {
    chrome?.kill()
    await site.stop()
  }
}

export function formatLighthouse(report: LighthouseReport, runs: number): string {
  const lines = [
    `Lighthouse 12, mobile profile, median of ${runs} (production build)`,
    '| page | score | LCP ms | TBT ms | CLS | FCP ms |',
    '|---|---|---|---|---|---|',
    ...report.rows.map(
      (r) => `| ${r.page} | ${r.score} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcpMs)} |`,
    ),
    `entry JS before the app renders a page the build did not prerender (app.html): ${(report.entryJsGzipBytes / 1024).toFixed(1)} KiB gzip (${(report.entryJsGzipBytes / 1000).toFixed(1)} kB) in ${report.entryJsFiles} file(s)`,
  ]
  return lines.join('\n')
}

async function main() {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3)
  const stack = await startStack({ name: 'news-lighthouse-db-', log: () => undefined })
  stopOnSignals(stack, (line) => console.error(`[lighthouse] ${line}`))
  const { api } = stack.backend
  try {
    const { rows } = await api.db.pool.query<{ slug: string; category: string }>(
      'select slug, category from public.articles order by publish_date desc limit 1',
    )
    const newest = firstOf(rows, 'an article to audit')
    const report = await measureLighthouse({
      apiUrl: api.url,
      anonKey: LOCAL_ANON_KEY,
      articleSlug: newest.slug,
      categorySlug: newest.category,
      runs,
    })
    console.log(formatLighthouse(report, runs))
  } finally {
    await stack.stop()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
