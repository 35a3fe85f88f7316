import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable']

/**
 * A system Chromium (Debian's `chromium` package) when there is one; otherwise undefined, so
 * Playwright uses its own download if `npx playwright install chromium` was run.
 */
export function systemChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) return fromEnv
  return CANDIDATES.find((candidate) => existsSync(candidate))
}
