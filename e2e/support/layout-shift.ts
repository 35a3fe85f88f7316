import type { Page } from '@playwright/test'

/**
 * Sums every layout shift not caused by input, from the first paint on (buffered), for the
 * page's next navigations. Returns a reader of the sum so far.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { __cls: number }
    state.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.__cls += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
}
