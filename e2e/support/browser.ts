import { execFileSync } from 'node:child_process'
import { existsSync, realpathSync } from 'node:fs'
import { chromium } from '@playwright/test'

export interface ChromiumChoice {
  executablePath: string
  /** Where it came from, for the log line and for the flags the build needs. */
  source: 'CHROMIUM_PATH' | 'playwright' | 'system' | '@sparticuz/chromium'
  /** What `--version` says, e.g. "Chromium 156.0.8078.108"; empty when it would not say. */
  version: string
}

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
]

/** The browser's own name and version, from `--version` (a wrapper script may print warnings on stderr). */
function versionOf(executablePath: string): string {
  try {
    const out = execFileSync(executablePath, ['--version'], { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'ignore'] })
    return /(?:Chromium|Google Chrome|Chrome)[^\d\n]*[\d.]+/.exec(out)?.[0]?.trim() ?? ''
  } catch {
    return ''
  }
}

/** The version's numbers, for ordering: "Chromium 156.0.8078.108" → [156, 0, 8078, 108]. */
export function versionNumbers(version: string): number[] {
  return (/(\d+(?:\.\d+)*)/.exec(version)?.[1] ?? '').split('.').filter(Boolean).map(Number)
}

/** Orders newest first; a build that did not say its version last. */
export function newestFirst(a: ChromiumChoice, b: ChromiumChoice): number {
  const [x, y] = [versionNumbers(a.version), versionNumbers(b.version)]
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const difference = (y[i] ?? -1) - (x[i] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

/**
 * Every Chromium this machine has, each once: `CHROMIUM_PATH`, Playwright's own download
 * (`npx playwright install chromium`), the system's, and the Linux x64 build inside the
 * `@sparticuz/chromium` dev dependency (which unpacks itself to the temp directory on first use).
 * `npm run bench:lighthouse` measures each: readers use the browser they have, and the packaged
 * build lags behind the current one (docs/performance.md).
 */
export async function findChromiums(): Promise<ChromiumChoice[]> {
  const found: Omit<ChromiumChoice, 'version'>[] = []
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`)
    found.push({ executablePath: fromEnv, source: 'CHROMIUM_PATH' })
  }
  const downloaded = chromium.executablePath()
  if (downloaded && existsSync(downloaded)) found.push({ executablePath: downloaded, source: 'playwright' })
  for (const candidate of SYSTEM_CANDIDATES) if (existsSync(candidate)) found.push({ executablePath: candidate, source: 'system' })
  if (process.platform === 'linux' && process.arch === 'x64') found.push({ executablePath: await packagedChromium(), source: '@sparticuz/chromium' })
  const seen = new Set<string>()
  const unique = found.filter(({ executablePath }) => {
    const real = realpathSync(executablePath)
    if (seen.has(real)) return false
    seen.add(real)
    return true
  })
  return unique.map((choice) => ({ ...choice, version: versionOf(choice.executablePath) }))
}

/**
 * The Chromium the end-to-end tests drive, so `npm install && npm test` needs nothing installed
 * by hand: `CHROMIUM_PATH` when it is set, otherwise the newest of those found (findChromiums).
 */
export async function findChromium(): Promise<ChromiumChoice> {
  const all = await findChromiums()
  const chosen = all.find((choice) => choice.source === 'CHROMIUM_PATH') ?? [...all].sort(newestFirst)[0]
  if (!chosen) {
    throw new Error(
      `no Chromium found, and the one in @sparticuz/chromium is for Linux x64 only (this is ${process.platform} ${process.arch}). ` +
        'Run `npx playwright install chromium` or set CHROMIUM_PATH=/path/to/chrome.',
    )
  }
  return chosen
}

async function packagedChromium(): Promise<string> {
  const { default: packaged } = await import('@sparticuz/chromium')
  return packaged.executablePath()
}

/** Flags for the chosen build. The packaged build has no sandbox helper; root needs no sandbox anyway. */
export function chromiumArgs(choice: Pick<ChromiumChoice, 'source'>): string[] {
  const isRoot = process.getuid?.() === 0
  const noSandbox = isRoot || choice.source === '@sparticuz/chromium'
  return [
    ...(noSandbox ? ['--no-sandbox'] : []),
    // The closed network here refuses Chromium's background calls.
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ]
}
