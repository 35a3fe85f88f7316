import { NavLink } from 'react-router-dom'
import { DOCUMENTARY_SUBCATEGORIES, categoryLabel, type CategorySlug } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'

const FAMILY: CategorySlug[] = ['documentary', ...DOCUMENTARY_SUBCATEGORIES]

/**
 * On Documentary and its sections: links to the sections, which otherwise only the desktop
 * dropdown reaches.
 */
export function DocumentarySections({ category }: { category: CategorySlug }) {
  if (!FAMILY.includes(category)) return null
  return (
    <nav aria-label="Documentary sections" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {DOCUMENTARY_SUBCATEGORIES.map((slug) => (
          <li key={slug}>
            <NavLink
              to={paths.category(slug)}
              className={({ isActive }) =>
                cn(
                  'inline-block rounded-full border px-3 py-1.5 text-sm font-semibold',
                  isActive ? 'border-ink bg-ink text-white' : 'border-gray-300 text-ink hover:border-brand hover:text-brand',
                )
              }
            >
              {categoryLabel(slug)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
