import { SEARCH_MIN_CHARS } from '@/config/site.ts'

const MAX_TERM_LENGTH = 100

/** Trims, collapses whitespace and caps the length of what was typed. */
export function normaliseSearchTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH)
}

/** The term to search for, or null while it is shorter than the minimum (3 characters). */
export function searchableTerm(raw: string): string | null {
  const term = normaliseSearchTerm(raw)
  return term.length >= SEARCH_MIN_CHARS ? term : null
}

export function isSearchable(raw: string): boolean {
  return searchableTerm(raw) !== null
}
