import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

export interface ChromiumChoice {
  executablePath: string
  /** Where it came from, for the log line and for the flags the build needs. */
  source: 'CHROMIUM_PATH' | 'playwright' | 'system' | '@sparticuz/chromium'
}

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
]

/**
 * The Chromium the end-to-end tests drive, so `npm install && npm test` needs nothing installed
 * by hand: `CHROMIUM_PATH`, then Playwright's own download (`npx playwright install chromium`),
 * then a system Chromium, then the Linux x64 build inside the `@sparticuz/chromium` dev
 * dependency, which unpacks itself to the temp directory on first use.
 */
export async function findChromium(): Promise<ChromiumChoice> {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist`)
    return { executablePath: fromEnv, source: 'CHROMIUM_PATH' }
  }
  const downloaded = chromium.executablePath()
  if (downloaded && existsSync(downloaded)) return { executablePath: downloaded, source: 'playwright' }
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate))
  if (system) return { executablePath: system, source: 'system' }
  return { executablePath: await packagedChromium(), source: '@sparticuz/chromium' }
}

async function packagedChromium(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `no Chromium found, and the one in @sparticuz/chromium is for Linux x64 only (this is ${process.platform} ${process.arch}). ` +
        'Run `npx playwright install chromium` or set CHROMIUM_PATH=/path/to/chrome.',
    )
  }
  const { default: packaged } = await import('@sparticuz/chromium')
  return packaged.executablePath()
}

/** Flags for the chosen build. The packaged build has no sandbox helper; root needs no sandbox anyway. */
export function chromiumArgs(choice: ChromiumChoice): string[] {
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
