import type { Page } from '@playwright/test'

/**
 * Answers YouTube (the embed, youtu.be links, thumbnails) locally: the test network is closed and
 * the player's content is not under test. The base `page` of every test gets it (fixtures.ts);
 * a page a test opens itself calls it.
 */
export async function stubYouTube(page: Page) {
  await page.route(/youtube(-nocookie)?\.com|youtu\.be|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title><body>video</body>' }),
  )
}
