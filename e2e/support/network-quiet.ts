import { expect, type Page, type Request } from '@playwright/test'

/** How long no request may start or end before the page counts as quiet (Playwright's `networkidle` uses the same). */
const QUIET_MS = 500

type Tracker = { inFlight: Set<Request>; changedAt: number }

const trackers = new WeakMap<Page, Tracker>()

/**
 * Starts counting a page's requests, every frame's, from the test's side: each `request` event
 * until its `requestfinished` or `requestfailed`. The page fixture calls it before anything loads.
 */
export function trackRequests(page: Page): void {
  const tracker: Tracker = { inFlight: new Set(), changedAt: Date.now() }
  page.on('request', (request) => {
    tracker.inFlight.add(request)
    tracker.changedAt = Date.now()
  })
  const ended = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.changedAt = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  trackers.set(page, tracker)
}

/**
 * Waits until none of the page's requests has been in flight for half a second: what
 * `waitForLoadState('networkidle')` means, counted on the requests themselves. Chromium's own
 * idle signal, which that wait follows, sometimes never came on a loaded machine with no request
 * left in flight (the wait then timed out); this wait ends when the requests do, and a request
 * that really hangs fails it with its address.
 */
export async function networkQuiet(page: Page): Promise<void> {
  const tracker = trackers.get(page)
  if (!tracker) throw new Error('networkQuiet: this page was not tracked (trackRequests runs on the test fixture page)')
  const state = () => {
    if (tracker.inFlight.size > 0) return `in flight: ${[...tracker.inFlight].map((request) => request.url()).join(', ')}`
    return Date.now() - tracker.changedAt >= QUIET_MS ? 'quiet' : 'settling'
  }
  await expect.poll(state, { message: 'no request in flight for 500 ms', intervals: [100], timeout: 30_000 }).toBe('quiet')
}
