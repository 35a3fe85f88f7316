export const CATEGORIES = [
  { value: 'health-news', label: 'Health News', color: 'bg-emerald-700', description: 'Medicine, public health and the policies that shape how we live and heal.' },
  { value: 'political', label: 'Political', color: 'bg-blue-700', description: 'Power, policy and the people who hold it, argued without fear or favour.' },
  { value: 'usa-today', label: 'USA Today', color: 'bg-indigo-700', description: 'The stories moving America, from Washington to Main Street.' },
  { value: 'uk-today', label: 'UK Today', color: 'bg-sky-700', description: 'Westminster, the regions and everyday life across the United Kingdom.' },
  { value: 'canada-today', label: 'Canada Today', color: 'bg-red-700', description: 'Politics, economy and culture from coast to coast to coast.' },
  { value: 'nigeria-today', label: 'Nigeria Today', color: 'bg-green-700', description: "Business, governance and culture from Africa's most populous nation." },
  { value: 'israel-today', label: 'Israel Today', color: 'bg-cyan-700', description: 'Security, society and technology in Israel and the wider region.' },
  { value: 'sports', label: 'Sports', color: 'bg-orange-700', description: 'Results, rivalries and the business behind the games.' },
  { value: 'entertainment', label: 'Entertainment', color: 'bg-pink-600', description: 'Film, television, music and the culture everyone is talking about.' },
  { value: 'documentary', label: 'Documentary', color: 'bg-stone-700', description: 'Long-form reporting and the stories that need more than a headline.' },
  { value: 'true-crimes', label: 'True Crimes', color: 'bg-zinc-800', description: 'Investigations into crimes, courts and the search for justice.' },
  { value: 'sports-documentary', label: 'Sports Documentary', color: 'bg-amber-700', description: 'The people and moments behind the scoreline, told at length.' },
  { value: 'politics-documentary', label: 'Politics Documentary', color: 'bg-violet-700', description: 'Deep dives into campaigns, institutions and political history.' },
  { value: 'finance-documentary', label: 'Finance Documentary', color: 'bg-teal-700', description: 'Money, markets and the deals that shape economies.' },
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

export function categoryLabel(slug: string): string {
  return findCategory(slug)?.label ?? slug.replace(/-/g, ' ')
}
