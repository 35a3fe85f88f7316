/**
 * Turning the built index.html into a prerendered page, and the host files that serve them:
 * pure functions over strings, so the rules can be tested without a build.
 */
import { createHash } from 'node:crypto'
import { escapeXml } from '../../src/lib/xml.ts'

/** The built app for every address that has no prerendered file (hosts rewrite to it). */
export const APP_FILE = 'app.html'
/** Netlify's and Cloudflare Pages' rewrite rules. */
export const REDIRECTS_FILE = '_redirects'

export interface PageParts {
  /** Tags for <head>: the page's title, description, canonical and preview tags. */
  head: string
  /** The rendered markup inside #root. */
  body: string
  /** Where the page's state (JSON) is served from: see `stateFile`. */
  stateUrl: string
}

/** The folder under the build the pages' state files go in, beside the app's other built files. */
const STATE_FOLDER = 'assets/state'

/**
 * The file a page's state (the data its HTML was rendered from, which the app hydrates with) is
 * written to, named for its content. It is a file of its own rather than a block in the page:
 * half the page's bytes otherwise, which a slow phone would download before it could even ask
 * for the lead photo, and which nothing needs before the app is loading. Named for its content,
 * a page never meets another build's data, even from a cache.
 */
export function stateFile(state: string): { file: string; url: string } {
  const file = `${STATE_FOLDER}/${createHash('sha256').update(state).digest('hex').slice(0, 16)}.json`
  return { file, url: `/${file}` }
}

/** Executable inline scripts (no src, no data type): index.html's early requests and shell clearing. */
const INLINE_SCRIPT = /\s*<script>[\s\S]*?<\/script>/g

/**
 * The prerendered page from the built index.html: its <title> and description replaced by the
 * page's head tags, the app shell in #root by the page, and no executable inline script at all
 * (the early requests would fetch the data the page already carries; the shell clearing has
 * nothing to clear), so the Content-Security-Policy needs no hash for these pages.
 */
export function pageHtml(template: string, { head, body: rendered, stateUrl }: PageParts): string {
  // React writes the preload of a high-priority image (the lead photo) ahead of the markup; it
  // belongs in <head>, where the browser finds it first and the hydrating app never sees it.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? ''
  const body = rendered.slice(preloads.length)
  const root = '<div id="root">'
  const start = template.indexOf(root)
  // #root holds the app shell (nested divs) and is followed by a script or </body>.
  const next = [template.indexOf('<script', start), template.indexOf('</body>', start)].filter((index) => index > start)
  const end = start < 0 ? -1 : template.lastIndexOf('</div>', Math.min(...next))
  if (start < 0 || next.length === 0 || end < start) throw new Error('prerender: index.html has no <div id="root"> in its body')
  let html = `${template.slice(0, start)}${root}${body}</div>\n    <script type="application/json" id="prerendered-state" data-src="${escapeXml(stateUrl)}"></script>${template.slice(end + '</div>'.length)}`
  html = html.replace(INLINE_SCRIPT, '')
  html = html.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '')
  if (!html.includes('</head>')) throw new Error('prerender: index.html has no </head>')
  return html.replace('</head>', `  ${head}${preloads ? `\n    ${preloads}` : ''}\n  </head>`)
}

/** Where the page for `path` is written: `/` is index.html, `/about` about.html, `/category/sports` category/sports.html. */
export function pageFile(path: string): string {
  if (path === '/') return 'index.html'
  if (!/^\/[a-z0-9][a-z0-9/-]*$/.test(path) || path.endsWith('/')) throw new Error(`prerender: cannot name a file for ${path}`)
  return `${path.slice(1)}.html`
}

/** An old address an import recorded (lib/old-address.ts' form) and the path it now leads to. */
export interface RedirectRule {
  from: string
  to: string
}

/** Vercel refuses a vercel.json with more redirects than this; the app answers the rest itself. */
export const VERCEL_MAX_REDIRECTS = 2000

/** `/?p=12` is the home page with a query: the key and value a host matches it by. */
function queryOf(from: string): { key: string; value: string } | null {
  const match = /^\/\?([a-z_]+)=(.+)$/.exec(from)
  return match?.[1] && match[2] ? { key: match[1], value: match[2] } : null
}

/** A path as a browser sends it (percent-encoded), with nothing a host's pattern syntax would read. */
function hostPath(path: string): string | null {
  const encoded = encodeURI(path)
  return /^\/[A-Za-z0-9/%._~-]*$/.test(encoded) ? encoded : null
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): first the old addresses an import recorded, each a
 * 301 to its page here; then a file that exists is served for its address (both serve `/about`
 * from about.html), every other address gets the app. The last line is a 200 rewrite, not a redirect.
 */
export function redirectsFile(rules: readonly RedirectRule[] = []): string {
  const redirects = rules.flatMap((rule) => {
    const query = queryOf(rule.from)
    if (query) return /^[A-Za-z0-9_-]+$/.test(query.value) ? [`/  ${query.key}=${query.value}  ${rule.to}  301`] : []
    const from = hostPath(rule.from)
    return from ? [`${from}  ${rule.to}  301`] : []
  })
  return [
    '# Generated by `npm run build` (build/prerender): old addresses redirect, prerendered pages are files, every other address is the app.',
    ...redirects,
    `/*  /${APP_FILE}  200`,
    '',
  ].join('\n')
}

function vercelRedirects(rules: readonly RedirectRule[]) {
  return rules.flatMap((rule) => {
    const query = queryOf(rule.from)
    if (query) return /^[A-Za-z0-9_-]+$/.test(query.value) ? [{ source: '/', has: [{ type: 'query', key: query.key, value: query.value }], destination: rule.to, permanent: true }] : []
    const from = hostPath(rule.from)
    return from && !from.includes('%') ? [{ source: from, destination: rule.to, permanent: true }] : []
  }).slice(0, VERCEL_MAX_REDIRECTS)
}

/** vercel.json with the same rules: `cleanUrls` serves /about from about.html; the rewrite applies where no file matches. */
export function vercelConfigWithPages(existing: string, rules: readonly RedirectRule[] = []): string {
  const config = JSON.parse(existing) as Record<string, unknown>
  const redirects = vercelRedirects(rules)
  return `${JSON.stringify({ ...config, cleanUrls: true, ...(redirects.length > 0 ? { redirects } : {}), rewrites: [{ source: '/(.*)', destination: `/${APP_FILE}` }] }, null, 2)}\n`
}
