import type { APIResponse, Browser, Page } from '@playwright/test'
import { E2E } from '../support/env.ts'
import { watchCspViolations } from '../support/fixtures.ts'
import { HEADERS_FILE, inlineScriptHashes, parseHeadersFile, styleAttributeHashes, VERCEL_FILE } from '../../build/vite-plugins/vite-security-headers.ts'
import { expect, test } from '../support/fixtures.ts'

/** The headers the build wrote for static hosts, as `vite preview` serves the build folder. */
async function builtHeaders(request: { get: (url: string) => Promise<APIResponse> }): Promise<Record<string, string>> {
  const response = await request.get(`/${HEADERS_FILE}`)
  expect(response.ok()).toBe(true)
  const text = await response.text()
  expect(text, `${HEADERS_FILE} is the generated file, not the app's index.html`).toMatch(/^# Security headers/)
  return parseHeadersFile(text)
}

/** A CSP as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).flatMap(([name, ...sources]) => (name ? [[name, sources]] : [])))
}

/** The page's inline scripts that run (its JSON blocks are data), whole tags. */
function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc=|\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([tag]) => tag)
}

/**
 * A page of its own whose CSP violations `use` reads: these tests expect the violations the page
 * fixture would fail on. The video player's frame is answered locally.
 */
async function withViolationsWatched(browser: Browser, use: (page: Page, violations: () => Promise<string[]>) => Promise<void>): Promise<void> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.route(/youtube(-nocookie)?\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }))
    await use(page, await watchCspViolations(page))
  } finally {
    await context.close()
  }
}

const NAMES = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'X-Frame-Options']

test.describe('security headers', () => {
  test('the build writes _headers and vercel.json with the same headers, and a policy as strict as the app allows', async ({ request }) => {
    const headers = await builtHeaders(request)
    expect(Object.keys(headers)).toEqual(NAMES)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('DENY')
    for (const feature of ['camera', 'microphone', 'geolocation']) expect(headers['Permissions-Policy']).toContain(`${feature}=()`)
    // The YouTube player asks for these; disabling them would break it.
    expect(headers['Permissions-Policy']).not.toMatch(/\b(autoplay|fullscreen|encrypted-media|picture-in-picture)=/)

    const csp = directives(headers['Content-Security-Policy'] ?? '')
    const api = new URL(E2E.apiUrl).origin
    expect(csp.get('default-src')).toEqual(["'self'"])
    // 'wasm-unsafe-eval': the editor's AVIF encoder compiles WebAssembly (it evaluates no JavaScript).
    expect(csp.get('script-src')?.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"])
    expect(csp.get('script-src')?.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true)
    expect(csp.get('connect-src')).toEqual(["'self'", api])
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', api])
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com'])
    // Style attributes: only those the prerendered pages carry (the ticker's speed), by hash.
    const styleAttributes = csp.get('style-src-attr') ?? []
    expect(styleAttributes[0]).toBe("'unsafe-hashes'")
    expect(styleAttributes.length).toBeGreaterThan(1)
    expect(styleAttributes.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true)
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'self'"])
    expect(csp.get('form-action')).toEqual(["'self'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    expect(headers['Content-Security-Policy']).not.toContain("'unsafe-eval'")

    const vercel = (await (await request.get(`/${VERCEL_FILE}`)).json()) as { headers: { source: string; headers: { key: string; value: string }[] }[] }
    expect(vercel.headers).toHaveLength(1)
    const [rule] = vercel.headers
    expect(rule?.source).toBe('/(.*)')
    expect(Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual(headers)
  })

  test('the policy lists the hash of every inline script of the app\'s document and of a prerendered page, and nothing else', async ({ request }) => {
    // app.html is the built index.html, served for every address the build did not prerender.
    const app = await (await request.get('/app.html')).text()
    const hashes = inlineScriptHashes(app)
    // The early home_page() request and the shell's clean-up on non-reading pages.
    expect(hashes.length).toBeGreaterThanOrEqual(2)
    const csp = directives((await builtHeaders(request))['Content-Security-Policy'] ?? '')
    // The prerendered home: its data blocks are not scripts; its one executable script is the
    // loader that imports the app once the page has painted, the same on every page.
    const home = await (await request.get('/')).text()
    expect(home).toContain('id="prerendered-state"')
    const [loader = '', ...others] = executableInlineScripts(home)
    expect(others).toEqual([])
    expect(loader).toMatch(/^<script type="module">/)
    // The minifier may write the address in either quote: what matters is the entry it imports.
    expect(loader).toMatch(/await import\([`"]\/assets\/index-/)
    const loaderHashes = inlineScriptHashes(loader)
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", ...hashes, ...loaderHashes])
    // The page's own policy narrows the shared one to its loader: app.html's scripts may not run on it.
    const own = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(home)?.[1] ?? ''
    expect(own).toBe(`script-src 'self' ${loaderHashes.join(' ')}`)
    expect(home.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(home.indexOf('<script'))
    // Another prerendered page carries the very same loader.
    const about = await (await request.get('/about')).text()
    expect(about).toContain('id="prerendered-state"')
    expect(executableInlineScripts(about)).toEqual([loader])
    expect(styleAttributeHashes(home).length).toBeGreaterThan(0)
    expect(csp.get('style-src-attr')).toEqual(expect.arrayContaining(styleAttributeHashes(home)))
    expect(styleAttributeHashes(app)).toEqual([])
  })

  test('vite preview sends them on /, on an article, on an asset and on an unknown path', async ({ request, makeArticle }) => {
    const expected = await builtHeaders(request)
    const article = await makeArticle()
    for (const path of ['/', `/${article.slug}`, '/favicon.svg', '/no-such-page']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const sent = response.headers()
      for (const name of NAMES) expect(sent[name.toLowerCase()], `${name} on ${path}`).toBe(expected[name])
    }
  })

  test('home, an article and the search overlay run under the policy (the page fixture fails on any violation)', async ({ page, makeArticle }) => {
    const article = await makeArticle()
    const home = await page.goto('/')
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    await expect(page.getByTestId('lead-article')).toBeVisible()
    // Radix's scroll lock adds a <style> element at run time (why style-src-elem allows inline).
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Search articles' })).toBeVisible()
    await page.keyboard.press('Escape')
    const page2 = await page.goto(`/${article.slug}`)
    expect(page2?.headers()['content-security-policy']).toBeTruthy()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title)
  })

  test('on a prerendered page, even an inline script the shared policy allows for app.html is refused', async ({ browser, request }) => {
    const app = await (await request.get('/app.html')).text()
    const [appScript = ''] = executableInlineScripts(app).map((tag) => tag.replace(/^<script\b[^>]*>|<\/script>$/g, ''))
    expect(appScript).not.toBe('')
    await withViolationsWatched(browser, async (page, violations) => {
      await page.goto('/about')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await violations()).toEqual([])
      await page.evaluate((text) => {
        const script = document.createElement('script')
        script.textContent = text
        document.head.append(script)
      }, appScript)
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-elem refused inline/)
    })
  })

  test('an injected inline script is refused, and the violation is seen', async ({ browser }) => {
    await withViolationsWatched(browser, async (page, violations) => {
      await page.goto('/')
      await expect(page.getByTestId('lead-article')).toBeVisible()
      const ran = await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.__injected = true'
        document.head.append(script)
        return (window as unknown as { __injected?: boolean }).__injected === true
      })
      expect(ran).toBe(false)
      await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src-elem refused inline/)
      expect((await violations()).some((line) => line.startsWith('console:') && line.includes('Content Security Policy'))).toBe(true)
    })
  })
})
