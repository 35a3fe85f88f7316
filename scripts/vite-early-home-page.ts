import type { Plugin } from 'vite'
import { inlineScriptValue, ON_NON_READING_PAGE } from './reading-paths.ts'

function apiOrigin(apiUrl: string): string {
  try {
    return new URL(apiUrl).origin
  } catch {
    throw new Error(`early-home-page: VITE_SUPABASE_URL is not a URL: ${apiUrl}`)
  }
}

/**
 * Starts the reading site's first request from index.html itself, before the entry script has
 * downloaded: every public page shows `home_page()` (the ticker and trending, and on home the
 * whole page), so the document asks for it at once and the API connection opens in parallel
 * with the JavaScript instead of after it. `src/app/early-home-page.ts` hands the response to
 * the layout's loader; the request is the one the data layer sends (`fetchHomePage`: GET
 * /rest/v1/rpc/home_page with the anon key), so RLS and caching are the same.
 */
export function earlyHomePage(): Plugin {
  let apiUrl: string | undefined
  let anonKey: string | undefined

  return {
    name: 'early-home-page',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      apiUrl = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '') || undefined
      anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined
    },
    transformIndexHtml(html) {
      if (!apiUrl || !anonKey) return html
      const url = inlineScriptValue(`${apiUrl}/rest/v1/rpc/home_page`)
      const key = inlineScriptValue(anonKey)
      // Not on the dashboard or the sitemap page, which do not show it. The no-op catch keeps a
      // failure that nobody has taken yet out of the console; the loader retries it as usual.
      const script = [
        `(function () {`,
        `  if (${ON_NON_READING_PAGE}) return`,
        `  var key = ${key}`,
        `  window.__earlyHomePage = fetch(${url}, { headers: { apikey: key, Authorization: 'Bearer ' + key } })`,
        `    .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error('home_page: HTTP ' + r.status)) })`,
        `  window.__earlyHomePage.catch(function () {})`,
        `})()`,
      ].join('\n')
      // Right after <meta charset> (which must stay within the first 1024 bytes), before the
      // stylesheet: an inline script after a stylesheet would wait for it.
      const head = `<link rel="preconnect" href="${apiOrigin(apiUrl)}" crossorigin>\n    <script>${script}</script>`
      const charset = /<meta charset="[^"]*"\s*\/?>/i
      if (!charset.test(html)) throw new Error('early-home-page: index.html has no <meta charset>')
      return html.replace(charset, (tag) => `${tag}\n    ${head}`)
    },
  }
}
