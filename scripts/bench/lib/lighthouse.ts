import { ENTRY_JS_BUDGET_BYTES } from './entry-scripts.ts'
import { measureLighthouse } from '../lighthouse.ts'
import type { BenchRow } from './report.ts'

export interface LighthouseContext {
  /** Base URL of the scratch API the production build should talk to. */
  apiUrl: string
  anonKey: string
  /** A newest article and its category, for the article and category pages. */
  articleSlug: string
  categorySlug: string
  log: (line: string) => void
}

const RUNS = 3

/**
 * Lighthouse rows of the bench table (mobile profile, median of 3, home, article and
 * category pages against the scratch archive, beside an empty page on the same server), and
 * the entry JS. A machine without any Chromium gets a row saying so instead of failing the bench.
 */
export async function lighthouseRows(context: LighthouseContext): Promise<BenchRow[]> {
  context.log(`[bench] lighthouse (${RUNS} runs per page)`)
  let report
  try {
    report = await measureLighthouse({ ...context, runs: RUNS })
  } catch (error) {
    context.log(`[bench] lighthouse skipped: ${error instanceof Error ? error.message : String(error)}`)
    return [{ measure: 'Lighthouse mobile', naive: '', now: 'not measured (no Chromium)' }]
  }
  const [blank, ...pages] = report.rows
  if (!blank) throw new Error('lighthouse: no row for the empty page')
  const rows: BenchRow[] = pages.map((row) => ({
    measure: `Lighthouse mobile, ${row.page} (median of ${RUNS})`,
    naive: `empty page: ${blank.score}, LCP ${Math.round(blank.lcpMs)} ms`,
    now: `${row.score}, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}`,
    target: `>= 90, CLS <= 0.05, LCP <= ${Math.round(2 * blank.lcpMs)} ms`,
    met: row.score >= 90 && row.cls <= 0.05 && row.lcpMs <= 2 * blank.lcpMs,
  }))
  rows.push({
    measure: 'public entry JS (gzip)',
    naive: '161 KB before the entry was split',
    now: `${(report.entryJsGzipBytes / 1024).toFixed(1)} KiB (${(report.entryJsGzipBytes / 1000).toFixed(1)} kB) in ${report.entryJsFiles} file(s)`,
    // Met in KiB; the issue did not say which kilobyte, so the kB figure is printed beside it.
    target: '<= 120 KB',
    met: report.entryJsGzipBytes <= ENTRY_JS_BUDGET_BYTES,
  })
  return rows
}
