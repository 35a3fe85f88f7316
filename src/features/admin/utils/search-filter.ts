import { SEARCH_MIN_CHARS } from '@/config/site.ts'

// Characters that end a value inside PostgREST's or=(…) or act as LIKE wildcards. Each becomes
// "_" (any one character), so the filter can never be broken out of and still matches them.
const UNSAFE = /[,()"\\*%:]/g

/** The search term the admin list applies, or null while it is shorter than the spec's minimum. */
export function effectiveSearchTerm(raw: string): string | null {
  const term = raw.trim()
  return term.length >= SEARCH_MIN_CHARS ? term : null
}

/** `or` filter for "title or excerpt contains term", case-insensitive, run in the database. */
export function titleOrExcerptFilter(term: string): string {
  const pattern = `*${term.replace(UNSAFE, '_')}*`
  return `title.ilike.${pattern},excerpt.ilike.${pattern}`
}
