import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appRewrite, isFile, oldAddressTarget, prerenderedFile } from '../vite-plugins/vite-prerendered-pages.ts'
import { pageFile, pageHtml, redirectsFile, stateFile, vercelConfigWithPages } from './page-html.ts'

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>(function () { window.__early = 1 })()</script>
    <meta name="description" content="Generic." />
    <title>Site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div class="shell"><header>Masthead</header></div></div>
    <script>if (false) document.getElementById('root').replaceChildren()</script>
  </body>
</html>`

describe('pageHtml', () => {
  const html = pageHtml(TEMPLATE, {
    head: '<title>Page - Site</title>',
    body: '<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/><main>Article</main>',
    stateUrl: '/assets/state/0123456789abcdef.json',
  })

  it('puts the page in #root, names its state file, and puts its head tags in place of the generic ones', () => {
    expect(html).toContain('<div id="root"><main>Article</main></div>')
    expect(html).not.toContain('Masthead')
    expect(html).toContain('<script type="application/json" id="prerendered-state" data-src="/assets/state/0123456789abcdef.json"></script>')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Page - Site</title>')
    expect(html).not.toContain('Generic.')
    // React's image preload moves into <head>.
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'))
  })

  it('keeps the module script and runs no inline script', () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>')
    expect(html).not.toMatch(/<script>/)
  })
})

describe('stateFile', () => {
  it('names the state for its content, under assets/, so a page never meets another build\'s data', () => {
    const one = stateFile('{"router":{},"queries":[]}')
    expect(one.file).toMatch(/^assets\/state\/[0-9a-f]{16}\.json$/)
    expect(one.url).toBe(`/${one.file}`)
    expect(stateFile('{"router":{},"queries":[]}')).toEqual(one)
    expect(stateFile('{"router":{},"queries":[1]}').file).not.toBe(one.file)
  })
})

describe('files and host rules', () => {
  it('names a file for each address', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/about')).toBe('about.html')
    expect(pageFile('/category/sports')).toBe('category/sports.html')
    expect(() => pageFile('/../etc/passwd')).toThrow()
  })

  it('rewrites every other address to the app, for Netlify/Cloudflare and Vercel, and preview reads the rule back', () => {
    expect(appRewrite(redirectsFile())).toBe('/app.html')
    const vercel = JSON.parse(vercelConfigWithPages('{"headers":[]}')) as Record<string, unknown>
    expect(vercel).toMatchObject({ headers: [], cleanUrls: true, rewrites: [{ source: '/(.*)', destination: '/app.html' }] })
    expect(prerenderedFile('/nonexistent-dir', '/about')).toBeUndefined()
    expect(prerenderedFile('/nonexistent-dir', '/../secret')).toBeUndefined()
  })
})

describe('preview finding a build\'s files', () => {
  it('takes a file, never a folder of the same name nor a path through a file', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'prerendered-pages-'))
    try {
      writeFileSync(path.join(outDir, 'about.html'), '<p>About</p>')
      mkdirSync(path.join(outDir, 'category', 'sports.html'), { recursive: true })
      expect(isFile(path.join(outDir, 'about.html'))).toBe(true)
      expect(isFile(path.join(outDir, 'category', 'sports.html'))).toBe(false)
      expect(isFile(path.join(outDir, 'about.html', 'x'))).toBe(false)
      expect(isFile(path.join(outDir, 'missing.html'))).toBe(false)
      expect(prerenderedFile(outDir, '/about')).toBe(path.join(outDir, 'about.html'))
      expect(prerenderedFile(outDir, '/about/')).toBe(path.join(outDir, 'about.html'))
      expect(prerenderedFile(outDir, '/category/sports')).toBeUndefined()
      expect(prerenderedFile(outDir, '/contact')).toBeUndefined()
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  })
})

describe('old addresses in the host files', () => {
  const rules = [
    { from: '/2026/03/14/council-approves-bridge', to: '/council-approves-bridge' },
    { from: '/?p=101', to: '/council-approves-bridge' },
    { from: '/2026/05/20/川の診療所', to: '/clinic-opens-on-mill-street' },
    { from: '/weird/(path):x', to: '/x' },
  ]

  it('_redirects 301s each before the app, the query form by its key, nothing a pattern would misread', () => {
    const lines = redirectsFile(rules).split('\n')
    expect(lines).toContain('/2026/03/14/council-approves-bridge  /council-approves-bridge  301')
    expect(lines).toContain('/  p=101  /council-approves-bridge  301')
    expect(lines).toContain('/2026/05/20/%E5%B7%9D%E3%81%AE%E8%A8%BA%E7%99%82%E6%89%80  /clinic-opens-on-mill-street  301')
    expect(lines.join('\n')).not.toContain('(path)')
    expect(lines.indexOf('/*  /app.html  200')).toBe(lines.length - 2)
  })

  it('preview answers them with the 301s as the hosts do (a trailing slash or another query key aside)', () => {
    const file = redirectsFile(rules)
    expect(oldAddressTarget(file, '/2026/03/14/council-approves-bridge/', '')).toBe('/council-approves-bridge')
    expect(oldAddressTarget(file, '/', '?p=101')).toBe('/council-approves-bridge')
    expect(oldAddressTarget(file, '/', '?p=1011')).toBeUndefined()
    expect(oldAddressTarget(file, '/2026/05/20/%E5%B7%9D%E3%81%AE%E8%A8%BA%E7%99%82%E6%89%80', '')).toBe('/clinic-opens-on-mill-street')
    expect(oldAddressTarget(file, '/about', '')).toBeUndefined()
  })

  it('vercel.json lists them as permanent redirects, with the query as a condition', () => {
    const config = JSON.parse(vercelConfigWithPages('{}', rules)) as { redirects: unknown[] }
    expect(config.redirects).toEqual([
      { source: '/2026/03/14/council-approves-bridge', destination: '/council-approves-bridge', permanent: true },
      { source: '/', has: [{ type: 'query', key: 'p', value: '101' }], destination: '/council-approves-bridge', permanent: true },
    ])
  })
})
