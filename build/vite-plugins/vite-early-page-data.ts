import type { Plugin, Rolldown } from 'vite'
import { IMAGE_SIZES } from '../../src/config/image-sizes.ts'
import { DEFAULT_ARTICLE_IMAGE } from '../../src/config/site-catalogue.ts'
import { IMAGE_WIDTHS, VARIANT_URL } from '../../src/lib/image-variants.ts'
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../src/lib/slug.ts'
import { inlineScriptValue, ON_NON_READING_PAGE } from './reading-paths.ts'
import { routeChunkFiles } from './route-chunks.ts'

function apiOrigin(apiUrl: string): string {
  try {
    return new URL(apiUrl).origin
  } catch {
    throw new Error(`early-page-data: VITE_SUPABASE_URL is not a URL: ${apiUrl}`)
  }
}

/**
 * A function expression, for the inline script: `imageSources()` of src/lib/image-variants.ts in
 * plain ES5 (the script runs before any module), built from the same pattern and widths;
 * vite-early-page-data.test.ts holds the two to the same answers.
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
 * `preload(imageUrl, sizes)`: a high-priority preload of an article's image with the srcset and
 * sizes its <img> will have, so the largest paint's bytes start before the entry script has run
 * rather than after React has rendered, and are the very request the <img> then makes.
 */
function preloadFunction(): string {
  return [
    `  var sources = ${inlineImageSources()}`,
    `  function preload(url, sizes) {`,
    `    var image = sources((url || '').trim() || ${inlineScriptValue(DEFAULT_ARTICLE_IMAGE)})`,
    `    var link = document.createElement('link')`,
    `    link.rel = 'preload'`,
    `    link.as = 'image'`,
    `    link.href = image.src`,
    `    if (image.srcSet) { link.setAttribute('imagesrcset', image.srcSet); link.setAttribute('imagesizes', sizes) }`,
    `    link.setAttribute('fetchpriority', 'high')`,
    `    document.head.appendChild(link)`,
    `  }`,
  ].join('\n')
}

/** The article's slug when the path is `/{slug}` and could name one (lib/slug.ts' isArticleSlug), else null. */
function articleSlugOfPath(): string {
  return [
    `  var segment = /^\\/([^/]+)\\/?$/.exec(location.pathname)`,
    `  var slug = segment && segment[1].length <= ${SLUG_MAX_LENGTH} && new RegExp(${inlineScriptValue(SLUG_PATTERN)}).test(segment[1])`,
    `    && ${inlineScriptValue([...RESERVED_SLUGS])}.indexOf(segment[1]) < 0 ? segment[1] : null`,
  ].join('\n')
}

/**
 * The chunks the article and category pages need beyond the entry (30 and 11 KB gzip, with DOMPurify
 * and the card grid), which the router would only ask for once the entry has run. Not home's:
 * there the lead's photo is already preloaded beside the entry, and in `npm run bench:photo-lead`
 * home's chunks sharing the connection with it cost the photo more than they saved.
 */
interface RouteFiles {
  article: string[]
  category: string[]
}

function routeFiles(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk, base: string): RouteFiles {
  const files = (route: string) => routeChunkFiles(bundle, entry, `src/app/routes/${route}.tsx`).map((file) => `${base}${file}`)
  return { article: files('article'), category: files('category') }
}

/**
 * `modulePreload(files)`: the page's lazy chunks, asked for with the entry script instead of after
 * it has run and the router has matched (Vite's preload helper then finds them already there).
 */
function modulePreloadFunction(): string {
  return [
    `  function modulePreload(files) {`,
    `    files.forEach(function (href) {`,
    `      var link = document.createElement('link')`,
    `      link.rel = 'modulepreload'`,
    `      link.href = href`,
    `      document.head.appendChild(link)`,
    `    })`,
    `  }`,
  ].join('\n')
}

/**
 * Starts the reading site's first requests from index.html itself, before the entry script has
 * downloaded, so the API connection and the page's data come in parallel with the JavaScript
 * instead of after it:
 * - every public page shows `home_page()` (the ticker and trending, and on home the whole page);
 *   on home, the lead's image is preloaded once it answers;
 * - on `/{slug}`, `article_page(slug)` too, and the article's featured image once it answers.
 * In a build, the article and category pages' own chunks are asked for at once too.
 * `src/app/early-page-data.ts` hands the responses to the route loaders. The requests are the
 * ones the data layer sends (`fetchHomePage`, `fetchArticlePage`: GET /rest/v1/rpc/… with the
 * anon key), so RLS and caching are the same.
 */
export function earlyPageData(): Plugin {
  let apiUrl: string | undefined
  let anonKey: string | undefined
  let base = '/'

  return {
    name: 'early-page-data',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      apiUrl = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '') || undefined
      anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined
      // The chunk addresses are written as base + file: a relative base would resolve against
      // /category/… and miss them.
      if (!config.base.startsWith('/')) throw new Error(`early-page-data: base must be an absolute path, not ${config.base}`)
      base = config.base
    },
    // After Vite has chunked the build, to name the pages' chunks (the dev server has none).
    transformIndexHtml: { order: 'post', handler(html, { bundle, chunk }) {
      if (!apiUrl || !anonKey) return html
      const routes = bundle && chunk ? routeFiles(bundle, chunk, base) : { article: [], category: [] }
      // Not on the dashboard or the sitemap page, which show neither. The no-op catches keep a
      // failure that nobody has taken yet out of the console; the loaders fetch again as usual.
      const script = [
        `(function () {`,
        `  if (${ON_NON_READING_PAGE}) return`,
        `  var key = ${inlineScriptValue(anonKey)}`,
        `  function request(name, query) {`,
        `    var answer = fetch(${inlineScriptValue(`${apiUrl}/rest/v1/rpc/`)} + name + query, { headers: { apikey: key, Authorization: 'Bearer ' + key } })`,
        `      .then(function (r) { return r.ok ? r.json() : Promise.reject(new Error(name + ': HTTP ' + r.status)) })`,
        `    answer.catch(function () {})`,
        `    return answer`,
        `  }`,
        preloadFunction(),
        modulePreloadFunction(),
        `  window.__earlyHomePage = request('home_page', '')`,
        `  if (location.pathname === '/') window.__earlyHomePage.then(function (page) {`,
        `    if (page && page.lead) preload(page.lead.image_url, ${inlineScriptValue(IMAGE_SIZES.lead)})`,
        `  }, function () {})`,
        `  if (/^\\/category\\/[^/]+\\/?$/i.test(location.pathname)) modulePreload(${inlineScriptValue(routes.category)})`,
        articleSlugOfPath(),
        `  if (!slug) return`,
        `  modulePreload(${inlineScriptValue(routes.article)})`,
        `  window.__earlyArticlePage = { slug: slug, page: request('article_page', '?slug=' + slug) }`,
        `  window.__earlyArticlePage.page.then(function (page) {`,
        `    if (page && page.article) preload(page.article.image_url, ${inlineScriptValue(IMAGE_SIZES.hero)})`,
        `  }, function () {})`,
        `})()`,
      ].join('\n')
      // Right after <meta charset> (which must stay within the first 1024 bytes), before the
      // stylesheet: an inline script after a stylesheet would wait for it.
      const head = `<link rel="preconnect" href="${apiOrigin(apiUrl)}" crossorigin>\n    <script>${script}</script>`
      const charset = /<meta charset="[^"]*"\s*\/?>/i
      if (!charset.test(html)) throw new Error('early-page-data: index.html has no <meta charset>')
      return html.replace(charset, (tag) => `${tag}\n    ${head}`)
    } },
  }
}
