/**
 * `npm run bench:lighthouse`: Lighthouse 12's mobile profile on a production build (`vite build`,
 * the prerendered pages, `vite preview`), median of N runs per page, on every Chromium found (one
 * table each, with its version), each beside an empty page on the same server so the figures can
 * be read against what that browser on this machine can do at best. Also prints home's and the
 * article's HTML as the server compresses it. Also prints the entry JS the
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
import { chromiumArgs, findChromiums, newestFirst, type ChromiumChoice } from '../../e2e/support/browser.ts'
import { encodedBytes, FIRST_ROUND_TRIP_BYTES, HOST_ENCODINGS } from './lib/html-bytes.ts'
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

/** One browser's audits: the empty page first, then the site's pages. */
export interface BrowserAudits {
  /** e.g. "Chromium 156.0.8078.108 (system: /usr/bin/chromium)" */
  browser: string
  rows: LighthouseRow[]
}

export interface LighthouseReport {
  browsers: BrowserAudits[]
  /** Compressed bytes of home's and the article's HTML, per encoding the hosts send. */
  html: { page: string; bytes: Record<string, number> }[]
  entryJsGzipBytes: number
  entryJsFiles: number
}

interface Target {
  page: string
  path: string
}

/** The targets every page is held to, on every browser: against its own empty page, and absolute. */
export const LIGHTHOUSE_TARGETS = { score: 98, cls: 0, lcpTimesEmpty: 1.7, lcpMs: 1100 }

/** Whether a page's row meets the targets beside `empty`, the same browser's empty page. */
export function meetsTargets(row: LighthouseRow, empty: LighthouseRow): boolean {
  const t = LIGHTHOUSE_TARGETS
  return row.score >= t.score && row.cls <= t.cls && row.lcpMs <= t.lcpTimesEmpty * empty.lcpMs && row.lcpMs <= t.lcpMs
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

/**
 * The reference page, `/blank.html`: same server, same network path, nothing to do. Its icon is
 * empty, as the site's pages carry theirs inline: otherwise Chromium 156 asks for /favicon.ico
 * while the page loads, and the reference's LCP moved by up to 140 ms with that request.
 */
export function writeBlankPage(outDir: string): Promise<void> {
  return writeFile(path.join(outDir, 'blank.html'), '<!doctype html><title>blank</title><link rel="icon" href="data:,"><p>blank</p>')
}

/** The row of `page`, from the median of each measure over `samples`. */
function medianRow(page: string, samples: Omit<LighthouseRow, 'page'>[]): LighthouseRow {
  const of = (pick: (sample: Omit<LighthouseRow, 'page'>) => number) => median(samples.map(pick))
  return { page, score: of((s) => s.score), lcpMs: of((s) => s.lcpMs), tbtMs: of((s) => s.tbtMs), cls: of((s) => s.cls), fcpMs: of((s) => s.fcpMs) }
}

/** `runs` rounds over every target (interleaved, so a busy spell on the machine falls on all pages alike). */
async function auditEach(browser: ChromiumChoice, url: string, targets: Target[], runs: number): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath: browser.executablePath, chromeFlags: ['--headless=new', ...chromiumArgs(browser)] })
  try {
    const samples = targets.map(() => [] as Omit<LighthouseRow, 'page'>[])
    for (let i = 0; i < runs; i++) {
      for (const [index, target] of targets.entries()) samples[index]?.push(await audit(chrome.port, url + target.path))
    }
    return targets.map((target, index) => medianRow(target.page, samples[index] ?? []))
  } finally {
    chrome.kill()
  }
}

/**
 * Builds the app against `apiUrl`, serves it, and runs Lighthouse `runs` times per page on every
 * Chromium found (e2e/support/browser.ts), newest first, each beside its own empty page.
 */
export async function measureLighthouse(options: {
  apiUrl: string
  anonKey: string
  articleSlug: string
  categorySlug: string
  runs?: number
}): Promise<LighthouseReport> {
  const runs = options.runs ?? 3
  const browsers = (await findChromiums()).sort(newestFirst)
  if (browsers.length === 0) throw new Error('no Chromium found')
  // Built as `npm run build` builds: home, the article and the category are prerendered pages.
  const site = await serveBuild({ apiUrl: options.apiUrl, anonKey: options.anonKey, prerender: true, beforeServe: writeBlankPage })
  const { url, outDir } = site
  const targets: Target[] = [
    { page: 'empty page (reference)', path: '/blank.html' },
    { page: 'home', path: '/' },
    { page: 'article', path: `/${options.articleSlug}` },
    { page: 'category', path: `/category/${options.categorySlug}` },
  ]
  try {
    const audited: BrowserAudits[] = []
    for (const browser of browsers) {
      audited.push({ browser: `${browser.version || 'Chromium (version unknown)'} (${browser.source}: ${browser.executablePath})`, rows: await auditEach(browser, url, targets, runs) })
    }
    const html = []
    for (const target of targets.slice(1, 3)) {
      const bytes: Record<string, number> = {}
      for (const encoding of HOST_ENCODINGS) bytes[encoding] = (await encodedBytes(url + target.path, encoding)).bytes
      html.push({ page: target.page, bytes })
    }
    const js = await entryJs(outDir)
    return { browsers: audited, html, entryJsGzipBytes: js.bytes, entryJsFiles: js.files }
  } finally {
    await site.stop()
  }
}

export function formatLighthouse(report: LighthouseReport, runs: number): string {
  const t = LIGHTHOUSE_TARGETS
  const lines: string[] = []
  for (const { browser, rows } of report.browsers) {
    const [empty] = rows
    lines.push(
      `${browser}: Lighthouse 12, mobile profile, median of ${runs} (production build)`,
      '',
      '| page | score | LCP ms | LCP / empty | TBT ms | CLS | FCP ms | target met |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => {
        const ratio = empty ? (r.lcpMs / empty.lcpMs).toFixed(2) + '×' : ''
        const met = empty && r !== empty ? (meetsTargets(r, empty) ? '✓' : '✗') : ''
        return `| ${r.page} | ${r.score} | ${Math.round(r.lcpMs)} | ${ratio} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcpMs)} | ${met} |`
      }),
      '',
    )
  }
  lines.push(
    `targets: score >= ${t.score}, CLS ${t.cls}, LCP <= ${t.lcpTimesEmpty}× the same browser's empty page and <= ${t.lcpMs} ms`,
    ...report.html.map(
      ({ page, bytes }) =>
        `${page} HTML as sent: ${Object.entries(bytes).map(([encoding, n]) => `${encoding} ${n} B`).join(', ')} (first round trip: ${FIRST_ROUND_TRIP_BYTES} B)`,
    ),
    `entry JS before the app renders a page the build did not prerender (app.html): ${(report.entryJsGzipBytes / 1024).toFixed(1)} KiB gzip (${(report.entryJsGzipBytes / 1000).toFixed(1)} kB) in ${report.entryJsFiles} file(s)`,
  )
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
