/**
 * `npm run build`'s last step: prerenders the reading site into the build (the steps in order: README.md here).
 *
 * Home, every category's first page, the text pages and the newest PRERENDER_ARTICLES published
 * articles (default 1000) are rendered with the app's own components and reader functions (the
 * anon key, against VITE_SUPABASE_URL) into files the hosts serve for their addresses; the
 * built index.html is kept as app.html for every other address. Absolute URLs in the head use
 * SITE_URL. When the backend cannot be read, the build still succeeds with client rendering
 * everywhere, and says so.
 *
 *   tsx build/prerender/prerender.ts [--outDir dist] [--mode production]
 */
// React's production build: the development one renders several times slower and checks what the
// browser build does not. Set before Vite loads any of it.
process.env.NODE_ENV ??= 'production'

import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import react from '@vitejs/plugin-react'
import { JSDOM } from 'jsdom'
import { createServer, loadEnv } from 'vite'
import { useLocalBackendWhenUnset } from '../local-build-env.ts'
import { PostgrestClient } from '@supabase/postgrest-js'
import { APP_FILE, pageFile, pageHtml, REDIRECTS_FILE, redirectsFile, stateFile, vercelConfigWithPages, type RedirectRule } from './page-html.ts'
import { fetchAllRedirectRules } from '../../src/data/redirects/redirect-fetchers.ts'
import type { Database } from '../../src/types/database.ts'
import { linkedStylesheet, withInlineStylesheet } from './inline-stylesheet.ts'
import { parseSiteStylesheet, stylesheetForPage } from './page-stylesheet.ts'
import { firstPaintLoader, withFirstPaintLoader, withWholePageFirstPaint } from './first-paint.ts'
import { withPagePolicy } from './page-policy.ts'
import {
  contentSecurityPolicy, HEADERS_FILE, headersFile, inlineScriptHashes, securityHeaders, styleAttributeHashes, VERCEL_FILE, vercelConfig,
} from '../vite-plugins/vite-security-headers.ts'

/** src/app/prerender/prerender-page.tsx, loaded through Vite (it is app code: JSX, `@/` imports, import.meta.env). */
interface Renderer {
  fixedPaths(): string[]
  articlePaths(limit: number): Promise<string[]>
  warmUp(origin: string): Promise<void>
  renderPage(path: string, origin: string): Promise<{ head: string; body: string; state: string } | null>
}

const root = path.resolve(import.meta.dirname, '../..')
const { values } = parseArgs({ options: { outDir: { type: 'string', default: 'dist' }, mode: { type: 'string', default: 'production' } } })
const outDir = path.resolve(root, values.outDir)
// Beside a running `npm start` with nothing set, the build's own local defaults (vite.config.ts does the same).
await useLocalBackendWhenUnset(values.mode, root)
const env = { ...loadEnv(values.mode, root, ''), ...process.env }
const limit = Number(env.PRERENDER_ARTICLES ?? 1000)
if (!Number.isInteger(limit) || limit < 0) throw new Error(`prerender: PRERENDER_ARTICLES must be a whole number, not ${env.PRERENDER_ARTICLES}`)
const origin = (env.SITE_URL ?? '').trim().replace(/\/+$/, '') || 'http://127.0.0.1:4173'
if (!env.SITE_URL) console.warn(`prerender: SITE_URL is not set; canonical and og: URLs use ${origin}`)

/** The old addresses imports recorded (docs/importing.md), for the hosts' redirect files; none when the backend cannot be read. */
async function oldAddresses(): Promise<RedirectRule[]> {
  const url = env.VITE_SUPABASE_URL?.replace(/\/+$/, '')
  const key = env.VITE_SUPABASE_ANON_KEY
  if (!url || !key) return []
  try {
    return await fetchAllRedirectRules(new PostgrestClient<Database>(`${url}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } }))
  } catch (error) {
    console.warn(`prerender: WARNING: could not read the old addresses to redirect (${String(error)}); the app still redirects them.`)
    return []
  }
}

const started = performance.now()
// Run again on the same folder, index.html is already the prerendered home: app.html is the build's.
const built = await readFile(path.join(outDir, 'index.html'), 'utf8')
const template = built.includes('id="prerendered-state"') ? await readFile(path.join(outDir, APP_FILE), 'utf8') : built
// Before anything can fail: the host files below point every other address at it.
await writeFile(path.join(outDir, APP_FILE), template)
const redirectRules = await oldAddresses()
await writeFile(path.join(outDir, REDIRECTS_FILE), redirectsFile(redirectRules))
await writeFile(path.join(outDir, VERCEL_FILE), vercelConfigWithPages(await readFile(path.join(outDir, VERCEL_FILE), 'utf8'), redirectRules))

// DOMPurify needs a DOM to sanitise article bodies with (src/lib/sanitize.ts).
Object.assign(globalThis, { sanitizerWindow: new JSDOM('', { url: `${origin}/` }).window })

const server = await createServer({
  root,
  mode: values.mode,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  plugins: [react()],
  resolve: { alias: { '@': path.join(root, 'src') } },
  server: { middlewareMode: true, hmr: false, ws: false },
})

// The pages carry inline the rules their markup uses (build/prerender/inline-stylesheet.ts,
// page-stylesheet.ts); the site's stylesheet comes later, with the app.
const stylesheet = linkedStylesheet(template)
const siteSheet = stylesheet ? parseSiteStylesheet(await readFile(path.join(outDir, stylesheet.href), 'utf8')) : null
// The pages paint before the app's script runs (build/prerender/first-paint.ts).
const loader = firstPaintLoader(template, stylesheet?.href)
// With nothing left to hold the first paint, it waits for the whole page (build/prerender/first-paint.ts).
const pageStyles = (html: string) =>
  stylesheet && siteSheet ? withWholePageFirstPaint(withInlineStylesheet(html, stylesheet, stylesheetForPage(siteSheet, html))) : html

let written = 0
// The style attributes of the pages' markup (the ticker's speed, which follows its item count).
const styleHashes = new Set(styleAttributeHashes(template))
let skipped = 0
try {
  const renderer = (await server.ssrLoadModule('/src/app/prerender/prerender-page.tsx')) as Renderer
  let paths: string[]
  try {
    paths = [...renderer.fixedPaths(), ...(await renderer.articlePaths(limit))]
  } catch (error) {
    console.warn(`prerender: WARNING: could not read the site's data (${String(error)}); no page is prerendered, every page renders in the browser.`)
    paths = []
  }
  // Once first, unwritten: it starts loading the lazy parts every page shares (footer, ticker),
  // which renderToString does not wait for.
  if (paths.length > 0) await renderer.warmUp(origin)
  // A few at a time: the renders share one CPU with the requests they wait on.
  const queue = [...paths]
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const current = next
      try {
        const page = await renderer.renderPage(current, origin)
        if (!page) {
          skipped++
          continue
        }
        const file = path.join(outDir, pageFile(current))
        await mkdir(path.dirname(file), { recursive: true })
        const state = stateFile(page.state)
        await mkdir(path.join(outDir, path.dirname(state.file)), { recursive: true })
        await writeFile(path.join(outDir, state.file), page.state)
        // The loader is the page's one inline script, and all its own policy allows (build/prerender/page-policy.ts).
        const html = withPagePolicy(pageStyles(withFirstPaintLoader(pageHtml(template, { head: page.head, body: page.body, stateUrl: state.url }), loader)), [loader.hash])
        for (const hash of styleAttributeHashes(html)) styleHashes.add(hash)
        await writeFile(file, html)
        written++
      } catch (error) {
        skipped++
        console.warn(`prerender: WARNING: ${current} left to the browser: ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
} finally {
  await server.close()
}
// The policy again, for the pages too: the scripts are index.html's and the pages' loader (their
// state files are fetched from the site itself, which connect-src allows), the style attributes all of theirs.
if (written > 0) {
  const supabaseUrl = env.VITE_SUPABASE_URL
  if (!supabaseUrl) throw new Error('prerender: VITE_SUPABASE_URL is not set')
  const headers = securityHeaders(contentSecurityPolicy({ supabaseUrl, scriptHashes: [...inlineScriptHashes(template), loader.hash], styleAttributeHashes: [...styleHashes] }))
  await writeFile(path.join(outDir, HEADERS_FILE), headersFile(headers))
  await writeFile(path.join(outDir, VERCEL_FILE), vercelConfigWithPages(vercelConfig(headers), redirectRules))
}
console.log(`prerender: ${written} pages written, ${skipped} skipped, in ${((performance.now() - started) / 1000).toFixed(1)} s`)
