/** First path segments the router owns: an article slug must never shadow them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt', 'newsletter', 'author',
])

const MAX_SLUG_LENGTH = 100

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

/**
 * The spec's rule: lower-case, spaces to hyphens, non-word characters removed, repeated
 * hyphens collapsed, leading and trailing hyphens trimmed. Falls back to "article" when the
 * title has no word characters at all, and is capped so URLs stay readable.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '')
  return slug || 'article'
}

/**
 * The slug to store for a new article: the base slug, or base-2, base-3, … when that is taken
 * or would shadow a route.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  const isFree = (candidate: string) => !used.has(candidate) && !RESERVED_SLUGS.has(candidate)
  if (isFree(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (isFree(candidate)) return candidate
  }
}
