import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** What the floating video player may embed (`src/features/video-player/utils/youtube.ts` builds www.youtube.com/embed URLs). */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const

/** Features the site never uses. Autoplay, encrypted-media, picture-in-picture and fullscreen stay allowed: the YouTube embed asks for them. */
export const DISABLED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'] as const

/** The files the build writes for static hosts. */
export const HEADERS_FILE = '_headers'
export const VERCEL_FILE = 'vercel.json'

/** A CSP hash source for a script or style as the browser hashes it: UTF-8, line breaks normalised as the HTML parser does. */
export function sha256Source(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`
}

const unique = (values: string[]) => [...new Set(values)]

/**
 * The hashes of every inline `<script>` (no `src`) in an HTML document, in document order.
 * Data blocks (JSON-LD) are hashed too: harmless, and it keeps the rule "no inline script without its hash" simple.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = [...withoutComments(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
  return unique(scripts.filter(([, attrs = '']) => !/\bsrc\s*=/i.test(attrs)).map(([, , body = '']) => sha256Source(body)))
}

/** Decodes the character references React and hand-written HTML put in attribute values. */
function decodeAttribute(value: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(/^#x/i.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
    const character = named[name.toLowerCase()]
    if (character === undefined) throw new Error(`security-headers: cannot hash a style attribute with ${reference}; write the character itself`)
    return character
  })
}

/**
 * The hashes of every `style="…"` attribute in an HTML document (the app shell is rendered into
 * index.html, so a `style` prop on the header would land here). CSP blocks those unless the policy
 * lists their hashes with 'unsafe-hashes'; React's style props set at run time go through the
 * CSSOM and need nothing.
 */
export function styleAttributeHashes(html: string): string[] {
  const tags = withoutComments(html).replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
  const values = [...tags.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi)]
  return unique(values.map(([, double, single, bare]) => sha256Source(decodeAttribute(double ?? single ?? bare ?? ''))))
}

function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, '')
}

/** The origin of the Supabase project the build talks to (its REST, auth, storage and function URLs all share it). */
export function supabaseOrigin(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url.trim())
  } catch {
    throw new Error(`security-headers: VITE_SUPABASE_URL is not a URL: ${url}`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`security-headers: VITE_SUPABASE_URL must be http(s): ${url}`)
  return parsed.origin
}

export interface PolicyInput {
  /** VITE_SUPABASE_URL. */
  supabaseUrl: string
  /** From `inlineScriptHashes` of the built index.html. */
  scriptHashes: readonly string[]
  /** From `styleAttributeHashes` of the built index.html. */
  styleAttributeHashes?: readonly string[]
}

/**
 * The Content-Security-Policy the app runs under.
 *
 * - script-src: the bundle from the site and the inline scripts of index.html by hash; no
 *   'unsafe-inline', no 'unsafe-eval'. 'wasm-unsafe-eval' lets the editor's AVIF encoder
 *   (features/editor/utils/avif-worker.ts) compile its WebAssembly; it allows no JavaScript
 *   eval. The host files send one policy for every address, the dashboard's included, so it is
 *   listed here; the prerendered readers' pages restate script-src without it
 *   (build/prerender/page-policy.ts), so no reader's page may compile WebAssembly.
 * - style-src-elem 'unsafe-inline': the one concession. Libraries add `<style>` elements at run
 *   time whose text cannot be known at build time: Radix Dialog's scroll lock
 *   (react-remove-scroll-bar, whose rules carry the measured scrollbar width; the search overlay
 *   and the Latest News drawer use it) and TipTap's editor CSS. A hash source would switch
 *   'unsafe-inline' off, so none is listed here. Style attributes stay blocked (style-src-attr),
 *   except those in index.html by hash; style-src is the fallback for browsers without the two.
 * - img-src: the site (its illustrations and the default article image), data: URIs and the
 *   project's storage; the sanitiser keeps article images on exactly those.
 * - connect-src: the site and the Supabase project. frame-src: the YouTube player.
 */
export function contentSecurityPolicy({ supabaseUrl, scriptHashes, styleAttributeHashes = [] }: PolicyInput): string {
  const supabase = supabaseOrigin(supabaseUrl)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['style-src-elem', "'self'", "'unsafe-inline'"],
    ['style-src-attr', ...(styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"])],
    ['img-src', "'self'", 'data:', supabase],
    ['font-src', "'self'"],
    ['connect-src', "'self'", supabase],
    ['frame-src', ...VIDEO_FRAME_ORIGINS],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((parts) => unique(parts).join(' ')).join('; ')
}

/** Every header the site sends, in the order the host files list them. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
  }
}

/** The headers for a build: the policy from the Supabase URL and the final index.html. */
export function headersForHtml(html: string, supabaseUrl: string): Record<string, string> {
  return securityHeaders(
    contentSecurityPolicy({ supabaseUrl, scriptHashes: inlineScriptHashes(html), styleAttributeHashes: styleAttributeHashes(html) }),
  )
}

/** `_headers`, read by Netlify and Cloudflare Pages from the published folder. */
export function headersFile(headers: Record<string, string>): string {
  return [
    '# Security headers for every response. Generated by `vite build` (build/vite-plugins/vite-security-headers.ts)',
    '# from VITE_SUPABASE_URL and the built index.html: rebuild, do not edit.',
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '',
  ].join('\n')
}

/** Reads the `/*` block of a `_headers` file back (the preview server and the end-to-end tests use it). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inAll = false
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*'
      continue
    }
    const [, name, value] = /^\s+([^:\s]+):\s*(.*)$/.exec(line) ?? []
    if (inAll && name !== undefined && value !== undefined) headers[name] = value.trim()
  }
  return headers
}

/** `vercel.json`: Vercel reads it from the root of the folder it deploys. */
export function vercelConfig(headers: Record<string, string>): string {
  const config = { headers: [{ source: '/(.*)', headers: Object.entries(headers).map(([key, value]) => ({ key, value })) }] }
  return `${JSON.stringify(config, null, 2)}\n`
}

/**
 * Security headers for the production build, as static hosts read them: `dist/_headers` (Netlify,
 * Cloudflare Pages) and `dist/vercel.json`, from the configured VITE_SUPABASE_URL and the hashes
 * of the inline scripts of the final index.html. `vite preview` sends the same headers (read back
 * from `_headers`) on every response, so the end-to-end suite runs under the policy. The dev
 * server sends none: Vite's HMR client relies on inline scripts and styles.
 */
export function securityHeadersPlugin(): Plugin {
  let supabaseUrl: string | undefined
  let outDir = 'dist'

  return {
    name: 'security-headers',
    enforce: 'post',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      supabaseUrl = env.VITE_SUPABASE_URL?.trim() || undefined
      outDir = path.resolve(config.root, config.build.outDir)
    },
    generateBundle: {
      // After vite:build-html has written index.html with every transformIndexHtml hook applied.
      order: 'post',
      handler(_options, bundle) {
        if (!supabaseUrl) throw new Error('security-headers: VITE_SUPABASE_URL is not set; the Content-Security-Policy needs its origin')
        const pages = Object.values(bundle).flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.html') ? [file] : []))
        if (!pages.some((file) => file.fileName === 'index.html')) throw new Error('security-headers: the build has no index.html')
        const headers = headersForHtml(pages.map((file) => (typeof file.source === 'string' ? file.source : Buffer.from(file.source).toString('utf8'))).join('\n'), supabaseUrl)
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(headers) })
        this.emitFile({ type: 'asset', fileName: VERCEL_FILE, source: vercelConfig(headers) })
      },
    },
    configurePreviewServer(server) {
      const file = path.join(outDir, HEADERS_FILE)
      if (!existsSync(file)) {
        server.config.logger.warn(`security-headers: ${file} is missing (build with this config first); preview sends no security headers`)
        return
      }
      const headers = Object.entries(parseHeadersFile(readFileSync(file, 'utf8')))
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of headers) res.setHeader(name, value)
        next()
      })
    },
  }
}
