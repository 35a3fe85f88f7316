import { NAV_CATEGORIES, categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'

export interface NavItem {
  label: string
  to: string
}

/** Top-level navigation: Home, six categories, then Documentary with its dropdown. */
export const TOP_NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.home },
  ...NAV_CATEGORIES.map((slug) => ({ label: categoryLabel(slug), to: paths.category(slug) })),
]

export const DOCUMENTARY_ITEM: NavItem = { label: categoryLabel('documentary'), to: paths.category('documentary') }
