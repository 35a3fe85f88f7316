/** First path segments the router owns: an article slug must never shadow them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt', 'newsletter', 'author',
])

/** The slug check constraint of `articles` (database-facts.test.ts holds them equal). */
export const SLUG_PATTERN = '^[a-z0-9_]+(-[a-z0-9_]+)*$'
export const SLUG_MAX_LENGTH = 120

/**
 * Whether a first path segment could be an article's address: one the database would accept as
 * a slug. Any other (`/legal`, `/category`, `/wp-login.php`) names no article and never can, so
 * it is an unknown page rather than a missing article.
 */
export function isArticleSlug(segment: string): boolean {
  return segment.length <= SLUG_MAX_LENGTH && new RegExp(SLUG_PATTERN).test(segment) && !RESERVED_SLUGS.has(segment)
}
