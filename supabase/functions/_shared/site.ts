/**
 * The web app's public routes and categories, as the machine-readable documents list them.
 * Edge Functions are deployed on their own and cannot import from src/, so these mirror
 * src/config/paths.ts and src/config/categories.ts; site.test.ts fails when they drift apart.
 */
export const SITE_NAME = 'The Daily Opinion'
export const SITE_DESCRIPTION =
  'Independent opinion and news: politics, health, sports, entertainment and long-form documentary.'
export const SITE_LANGUAGE = 'en-us'
export const DEFAULT_ARTICLE_IMAGE = '/images/default-article.svg'

export const HOME_PATH = '/'
export const STATIC_PATHS = [
  '/about',
  '/contact',
  '/careers',
  '/advertise',
  '/legal/terms-of-service',
  '/legal/privacy-policy',
  '/legal/cookie-policy',
] as const

export const CATEGORIES = [
  { slug: 'health-news', label: 'Health News' },
  { slug: 'political', label: 'Political' },
  { slug: 'usa-today', label: 'USA Today' },
  { slug: 'uk-today', label: 'UK Today' },
  { slug: 'canada-today', label: 'Canada Today' },
  { slug: 'nigeria-today', label: 'Nigeria Today' },
  { slug: 'israel-today', label: 'Israel Today' },
  { slug: 'sports', label: 'Sports' },
  { slug: 'entertainment', label: 'Entertainment' },
  { slug: 'documentary', label: 'Documentary' },
  { slug: 'true-crimes', label: 'True Crimes' },
  { slug: 'sports-documentary', label: 'Sports Documentary' },
  { slug: 'politics-documentary', label: 'Politics Documentary' },
  { slug: 'finance-documentary', label: 'Finance Documentary' },
] as const

export const categoryPath = (slug: string) => `/category/${encodeURIComponent(slug)}`
export const articlePath = (slug: string) => `/${encodeURIComponent(slug)}`

export function categoryLabel(slug: string): string {
  return CATEGORIES.find((category) => category.slug === slug)?.label ?? slug.replace(/-/g, ' ')
}

/** An absolute URL on the site: paths are joined to siteUrl, absolute URLs pass through. */
export function siteHref(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${siteUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`
}
