/** An absolute URL on the site: paths are joined to siteUrl, absolute URLs pass through. */
export function siteHref(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`
}
