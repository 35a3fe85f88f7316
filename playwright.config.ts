import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './e2e/support/browser.ts'
import { E2E, WAIT_SLACK } from './e2e/support/env.ts'

const browser = await findChromium()
// Workers load this file too; say once which browser runs.
if (process.env.TEST_WORKER_INDEX === undefined) {
  console.log(`e2e: ${browser.version || 'Chromium'} from ${browser.source}: ${browser.executablePath}`)
  // The demo photos, painted here on a fresh clone rather than by the stack's build: that runs
  // inside webServer.timeout, which painting on a busy machine can outlast.
  const { ensureDemoPhotos } = await import('./build/photos/demo-photos.ts')
  const made = await ensureDemoPhotos(path.join(import.meta.dirname, 'public'))
  if (made > 0) console.log(`e2e: painted ${made} demo photo sets in public/images/photos`)
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 45_000 * WAIT_SLACK,
  expect: { timeout: 10_000 * WAIT_SLACK },
  // Traces and screenshots in a folder of their own: Playwright empties it at the start, and the
  // integration layer writes its results into test-results/ meanwhile (scripts/dev/test.ts).
  outputDir: 'test-results/e2e',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E.webUrl,
    // Recording a trace (DOM snapshots and a screencast of every action) costs each test time
    // even when it passes. In CI, only a retry records one: a failure there is read from the
    // retry's trace; at a desk, every failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: browser.executablePath, args: chromiumArgs(browser) },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npx tsx e2e/support/stack.ts',
    url: E2E.webUrl,
    // The build shares the machine with the integration layer's backend starting beside it.
    timeout: 420_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
})
