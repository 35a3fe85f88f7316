/**
 * The sitemap protocol's documents, for the Edge Function (Deno imports this file by relative
 * path, so it imports nothing but relative `.ts` files) and the app's human /sitemap.xml page.
 */
import { XML_DECLARATION, xmlElement } from './xml.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapUrl {
  loc: string
  /** Any date string; written as W3C datetime, dropped when it does not parse. */
  lastmod?: string
  priority?: string
}

function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

// Indented one element a line: the human /sitemap.xml page shows this text as it is.
function urlEntry(url: SitemapUrl): string {
  const lastmod = w3cDate(url.lastmod)
  const children = [
    xmlElement('loc', url.loc),
    lastmod && xmlElement('lastmod', lastmod),
    url.priority && xmlElement('priority', url.priority),
  ].filter(Boolean)
  return ['  <url>', ...children.map((child) => `    ${child}`), '  </url>'].join('\n')
}

/** A `<urlset>` document. Callers keep it within the protocol's 50,000 URLs a file (sitemaps.org). */
export function buildUrlset(urls: readonly SitemapUrl[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls.map(urlEntry), '</urlset>', ''].join('\n')
}

/** A `<sitemapindex>` document listing sitemap files by absolute URL. */
export function buildSitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `  <sitemap>\n    ${xmlElement('loc', loc)}\n  </sitemap>`)
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n')
}
