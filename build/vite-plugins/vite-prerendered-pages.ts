import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { pageFile, REDIRECTS_FILE } from '../prerender/page-html.ts'

/** The `/*` rewrite target of a `_redirects` file (`/*  /app.html  200`), if it has one. */
export function appRewrite(redirects: string): string | undefined {
  for (const line of redirects.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (from === '/*' && to && status === '200') return to
  }
  return undefined
}

/**
 * Where the 301 lines of a `_redirects` file send a request, as Netlify and Cloudflare Pages
 * read them: `/old/path  /new  301` (a trailing slash on the request does not matter) and
 * `/  p=12  /new  301` (the root with that query value); undefined when none matches.
 */
export function oldAddressTarget(redirects: string, pathname: string, search: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const query = new URLSearchParams(search)
  for (const line of redirects.split(/\r?\n/)) {
    const parts = line.trim().split(/\s+/)
    if (parts.at(-1) !== '301') continue
    if (parts.length === 3 && parts[0] === path) return parts[1]
    const [key, value] = parts[1]?.split('=') ?? []
    if (parts.length === 4 && parts[0] === '/' && path === '/' && key && query.get(key) === value) return parts[2]
  }
  return undefined
}

/**
 * Whether `file` exists and is a file: a folder of that name is not one, nor is a path through a
 * file (`/app.html/x`), for which existsSync answers false where statSync alone would throw.
 */
export function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile()
}

/** The prerendered file for a request path, as the hosts find it (`/about` → about.html), or undefined. */
export function prerenderedFile(outDir: string, pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  let name: string
  try {
    name = pageFile(trimmed)
  } catch {
    return undefined
  }
  const file = path.join(outDir, name)
  return isFile(file) ? file : undefined
}

/** Whether the path names a file of the build (hosts serve an existing file as it is, `_headers` included). */
function isBuiltFile(outDir: string, pathname: string): boolean {
  const file = path.join(outDir, pathname)
  return file.startsWith(outDir + path.sep) && isFile(file)
}

/**
 * `vite preview` serving a prerendered build as the static hosts do (build/prerender writes the
 * files and `_redirects`): an old address gets its 301, an address with a prerendered page gets that file, any other address
 * that is no file gets the app the `/*` rule names. Without `_redirects` (a plain `vite build`)
 * preview keeps Vite's own fallback to index.html. After the security headers' middleware, so
 * these answers carry them too.
 */
export function prerenderedPages(): Plugin {
  let outDir = 'dist'
  return {
    name: 'prerendered-pages',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    configurePreviewServer(server) {
      const redirects = path.join(outDir, REDIRECTS_FILE)
      if (!existsSync(redirects)) return
      const rules = readFileSync(redirects, 'utf8')
      const app = appRewrite(rules)
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        const url = new URL(req.url ?? '/', 'http://preview')
        // An old address an import recorded: the host's 301, before any file or the app.
        const moved = oldAddressTarget(rules, url.pathname, url.search)
        if (moved) return void res.writeHead(301, { Location: moved }).end()
        const pathname = decodeURIComponent(url.pathname)
        // A real file (a script, an image, the build's `_headers`) is Vite's to serve. Any other
        // address, `/sitemap.xml` too, is a page: never Vite's fallback, which is index.html, the
        // prerendered home.
        if (pathname !== '/' && isBuiltFile(outDir, pathname)) return next()
        const file = prerenderedFile(outDir, pathname) ?? (app ? path.join(outDir, app) : undefined)
        if (!file || !existsSync(file)) return next()
        res.statusCode = 200
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(req.method === 'HEAD' ? undefined : readFileSync(file))
      })
    },
  }
}
