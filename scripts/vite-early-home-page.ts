import type { Plugin } from 'vite'
import { IMAGE_SIZES } from '../src/config/image-sizes.ts'
import { DEFAULT_ARTICLE_IMAGE } from '../src/config/site-catalogue.ts'
import { IMAGE_WIDTHS, VARIANT_URL } from '../src/lib/image-variants.ts'
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
/**
 * A function expression, for the inline script: `imageSources()` of src/lib/image-variants.ts in
 * plain ES5 (the script runs before any module), built from the same pattern and widths;
 * vite-early-home-page.test.ts holds the two to the same answers.
 */
export function inlineImageSources(): string {
  return [
    `function (url) {`,
    `  var match = new RegExp(${inlineScriptValue(VARIANT_URL.source)}).exec(url)`,
    `  if (!match || +match[2] < 1 || +match[3] < 1) return { src: url }`,
    `  var top = +match[2], height = +match[3], widths = ${inlineScriptValue(IMAGE_WIDTHS)}`,
    `  var list = widths.filter(function (w) { return w < top })`,
    `  list.push(top)`,
    `  return { src: url, srcSet: list.map(function (w) {`,
    `    var h = w === top ? height : Math.max(1, Math.round(w * height / top))`,
    `    return match[1] + '/' + w + 'x' + h + '.' + match[4] + ' ' + w + 'w'`,
    `  }).join(', ') }`,
    `}`,
  ].join('\n')
}

/**
 * On the front page, once `home_page()` has answered: a high-priority preload of the lead's
 * image, with the srcset and sizes its <img> will have, so the largest paint's bytes start
 * before the entry script has run rather than after React has rendered.
 */
function preloadLeadImage(): string {
  return [
    `  if (location.pathname !== '/') return`,
    `  var sources = ${inlineImageSources()}`,
    `  window.__earlyHomePage.then(function (page) {`,
    `    var lead = page && page.lead`,
    `    if (!lead) return`,
    `    var image = sources((lead.image_url || '').trim() || ${inlineScriptValue(DEFAULT_ARTICLE_IMAGE)})`,
    `    var link = document.createElement('link')`,
    `    link.rel = 'preload'`,
    `    link.as = 'image'`,
    `    link.href = image.src`,
    `    if (image.srcSet) { link.setAttribute('imagesrcset', image.srcSet); link.setAttribute('imagesizes', ${inlineScriptValue(IMAGE_SIZES.lead)}) }`,
    `    link.setAttribute('fetchpriority', 'high')`,
    `    document.head.appendChild(link)`,
    `  }, function () {})`,
  ].join('\n')
}

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
        preloadLeadImage(),
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
