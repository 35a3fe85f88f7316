/**
 * The sitemap protocol's documents, for the Edge Function (Deno imports this file by relative
 * path, so it imports nothing but relative `.ts` files) and the app's human /sitemap.xml page.
 */
import { XML_DECLARATION, xmlElement } from './xml.ts'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The sitemap protocol's limit for one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

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

/** A `<urlset>` document. Callers keep it within SITEMAP_MAX_URLS (see planSitemap). */
export function buildUrlset(urls: readonly SitemapUrl[]): string {
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}">`, ...urls.map(urlEntry), '</urlset>', ''].join('\n')
}

/** A `<sitemapindex>` document listing sitemap files by absolute URL. */
export function buildSitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `  <sitemap>\n    ${xmlElement('loc', loc)}\n  </sitemap>`)
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n')
}

export interface SitemapPlan {
  /** Number of sitemap files; more than one means the root answers a sitemap index. */
  files: number
}

export interface SitemapFileRange {
  /** Whether this file carries the fixed pages (home, static pages, categories). */
  withFixedPages: boolean
  /** Articles before this file, in key order. */
  skip: number
  /** Articles this file holds at most. */
  take: number
}

/** How many files `fixedUrls` pages plus `articles` article URLs need at `maxUrls` per file. */
export function planSitemap(fixedUrls: number, articles: number, maxUrls = SITEMAP_MAX_URLS): SitemapPlan {
  return { files: Math.max(1, Math.ceil((fixedUrls + articles) / maxUrls)) }
}

/** File n (1-based) holds the fixed pages first, then articles in key order, maxUrls at most. */
export function sitemapFileRange(file: number, fixedUrls: number, maxUrls = SITEMAP_MAX_URLS): SitemapFileRange {
  if (file === 1) return { withFixedPages: true, skip: 0, take: maxUrls - fixedUrls }
  return { withFixedPages: false, skip: (file - 1) * maxUrls - fixedUrls, take: maxUrls }
}
