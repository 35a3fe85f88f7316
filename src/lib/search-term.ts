import { SEARCH_MIN_CHARS } from '@/config/site.ts'

/** Trims, collapses whitespace and caps the length of what the reader typed. */
export function normaliseSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').slice(0, 100)
}

/** Search needs at least three characters (spec §5). */
export function isSearchable(term: string): boolean {
  return normaliseSearchTerm(term).length >= SEARCH_MIN_CHARS
}

/**
 * The ilike pattern for a term, safe inside a PostgREST `or` filter: characters that mean
 * something to LIKE (% _) or to the filter grammar (* , ( ) " \) become the one-character
 * wildcard `_`, so they still match themselves and never change the query's shape.
 */
export function searchPattern(term: string): string {
  return `%${normaliseSearchTerm(term).replace(/[%_*,()"\\]/g, '_')}%`
}
