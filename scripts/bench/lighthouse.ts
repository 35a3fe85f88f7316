import type { BenchRow } from './report.ts'

export interface LighthouseContext {
  /** Base URL of the scratch API the production build should talk to. */
  apiUrl: string
  anonKey: string
  log: (line: string) => void
}

/**
 * Lighthouse rows of the bench table (issue 9: mobile profile, median of 3, home, article and
 * category pages against the seeded archive, beside an empty page on the same server). Not
 * measured yet: this is where a production build is served against `apiUrl` and Lighthouse
 * runs when a Chromium is found. Until then it adds no rows.
 */
export async function lighthouseRows(context: LighthouseContext): Promise<BenchRow[]> {
  context.log('[bench] lighthouse: not part of this bench yet (no rows)')
  return []
}
