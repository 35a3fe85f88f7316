export const CATEGORIES = [
  { value: 'health-news', label: 'Health News', color: 'bg-emerald-700' },
  { value: 'political', label: 'Political', color: 'bg-blue-700' },
  { value: 'usa-today', label: 'USA Today', color: 'bg-indigo-700' },
  { value: 'uk-today', label: 'UK Today', color: 'bg-sky-700' },
  { value: 'canada-today', label: 'Canada Today', color: 'bg-red-700' },
  { value: 'nigeria-today', label: 'Nigeria Today', color: 'bg-green-700' },
  { value: 'israel-today', label: 'Israel Today', color: 'bg-cyan-700' },
  { value: 'sports', label: 'Sports', color: 'bg-orange-700' },
  { value: 'entertainment', label: 'Entertainment', color: 'bg-pink-600' },
  { value: 'documentary', label: 'Documentary', color: 'bg-stone-700' },
  { value: 'true-crimes', label: 'True Crimes', color: 'bg-zinc-800' },
  { value: 'sports-documentary', label: 'Sports Documentary', color: 'bg-amber-700' },
  { value: 'politics-documentary', label: 'Politics Documentary', color: 'bg-violet-700' },
  { value: 'finance-documentary', label: 'Finance Documentary', color: 'bg-teal-700' },
] as const

export type Category = (typeof CATEGORIES)[number]
export type CategorySlug = Category['value']

/** The spec's home page shows sections for the first ten categories (health-news … documentary). */
export const HOME_SECTION_CATEGORIES = CATEGORIES.slice(0, 10)

/** Top-level navigation items; the documentary sub-categories live in its dropdown. */
export const NAV_CATEGORIES: CategorySlug[] = ['health-news', 'political', 'usa-today', 'uk-today', 'sports', 'entertainment']
export const DOCUMENTARY_SUBCATEGORIES: CategorySlug[] = ['true-crimes', 'sports-documentary', 'politics-documentary', 'finance-documentary']

export function isCategorySlug(value: string): value is CategorySlug {
  return CATEGORIES.some((category) => category.value === value)
}

export function findCategory(slug: string | undefined): Category | undefined {
  return CATEGORIES.find((category) => category.value === slug)
}

/**
 * The category a `/category/{name}` address names. Paths are matched case-insensitively, as the
 * router matches the rest of the path, so `/category/Political` is the Political page (whose
 * canonical address is the lower-case slug).
 */
export function categoryForPath(name: string | undefined): Category | undefined {
  return findCategory(name?.toLowerCase())
}

export function categoryLabel(slug: string): string {
  return findCategory(slug)?.label ?? slug.replace(/-/g, ' ')
}
