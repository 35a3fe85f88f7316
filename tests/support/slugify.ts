import { RESERVED_SLUGS } from '../../src/lib/slug.ts'

// The app never makes a slug: the database assigns one when an article is saved. This model of
// its rule lets tests say which slug a title must get.
const MAX_SLUG_LENGTH = 100

/**
 * What the database's private.slugify does to a title (tests compare the two): lower-case,
 * spaces to hyphens, non-word characters removed, repeated hyphens collapsed, leading and
 * trailing hyphens trimmed. Falls back to "article" when the title has no word characters at
 * all, and is capped so URLs stay readable: the whole words that fit in MAX_SLUG_LENGTH
 * characters (a first word longer than that is cut).
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
  return capAtWord(slug).replace(/-+$/, '') || 'article'
}

function capAtWord(slug: string): string {
  const capped = slug.slice(0, MAX_SLUG_LENGTH)
  if (slug.length <= MAX_SLUG_LENGTH || slug[MAX_SLUG_LENGTH] === '-' || !capped.includes('-')) return capped
  return capped.slice(0, capped.lastIndexOf('-'))
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
