import { CATEGORIES, type CategorySlug } from '../../../config/categories.ts'
import type { SourcePost, SourceTerm } from '../import-types.ts'

/**
 * Which of the site's categories each source category or tag files its posts under. The
 * defaults match by name; the administrator changes any of them in the preview. A post goes to
 * its first category that maps, else its first tag that maps, else the fallback category.
 */
export interface CategoryMapping {
  /** `category:<slug>` / `tag:<slug>` → the site's category, or null for "no say". */
  terms: Record<string, CategorySlug | null>
  fallback: CategorySlug
}

export const termId = (term: Pick<SourceTerm, 'kind' | 'key'>) => `${term.kind}:${term.key}`

const normalise = (value: string) => value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim()

/** Other names newsrooms give the site's categories (normalised: lower case, words). */
const SYNONYMS: Record<CategorySlug, string[]> = {
  'health-news': ['health', 'healthcare', 'medicine', 'wellness', 'covid', 'covid 19', 'public health'],
  political: ['politics', 'policy', 'government', 'elections', 'election', 'opinion politics'],
  'usa-today': ['usa', 'us', 'u s', 'united states', 'america', 'us news', 'national'],
  'uk-today': ['uk', 'u k', 'united kingdom', 'britain', 'great britain', 'england', 'uk news'],
  'canada-today': ['canada', 'canadian'],
  'nigeria-today': ['nigeria', 'nigerian', 'lagos'],
  'israel-today': ['israel', 'israeli'],
  sports: ['sport', 'football', 'soccer', 'basketball', 'baseball', 'cricket', 'tennis', 'athletics'],
  entertainment: ['arts', 'culture', 'arts culture', 'film', 'movies', 'music', 'tv', 'television', 'celebrity', 'books'],
  documentary: ['documentaries', 'docs', 'long read', 'longform', 'features'],
  'true-crimes': ['true crime', 'crime', 'crimes', 'justice'],
  'sports-documentary': ['sports documentaries', 'sport documentary'],
  'politics-documentary': ['political documentary', 'political documentaries', 'politics documentaries'],
  'finance-documentary': ['finance', 'business', 'economy', 'money', 'markets', 'finance documentaries'],
}

/** The site's category a source term's name or slug most plainly means, or null. */
export function defaultCategoryFor(term: Pick<SourceTerm, 'key' | 'name'>): CategorySlug | null {
  const names = new Set([normalise(term.name), normalise(term.key)])
  for (const category of CATEGORIES) {
    const own = [normalise(category.value), normalise(category.label), ...SYNONYMS[category.value]]
    if (own.some((name) => names.has(name))) return category.value
  }
  return null
}

/** By name; a category whose name says nothing takes its parent's (Town Hall under Politics is political). */
export function defaultMapping(terms: readonly SourceTerm[], fallback: CategorySlug = CATEGORIES[0].value): CategoryMapping {
  const byKey = new Map(terms.filter((term) => term.kind === 'category').map((term) => [term.key, term]))
  const mapped = (term: SourceTerm): CategorySlug | null => {
    let current: SourceTerm | undefined = term
    for (let depth = 0; current && depth < 20; depth++) {
      const found = defaultCategoryFor(current)
      if (found) return found
      current = current.kind === 'category' && current.parent ? byKey.get(current.parent) : undefined
    }
    return null
  }
  return { terms: Object.fromEntries(terms.map((term) => [termId(term), mapped(term)])), fallback }
}

/** The category a post is filed under, by the rule above. */
export function categoryOf(post: Pick<SourcePost, 'terms'>, mapping: CategoryMapping): CategorySlug {
  for (const kind of ['category', 'tag'] as const) {
    for (const term of post.terms) {
      const mapped = term.kind === kind ? mapping.terms[termId(term)] : null
      if (mapped) return mapped
    }
  }
  return mapping.fallback
}
