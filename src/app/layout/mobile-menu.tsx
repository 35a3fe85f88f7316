import { StrokeIcon } from '@/components/ui/stroke-icon.tsx'
import { CHEVRON_DOWN } from '@/components/ui/stroke-icon-shapes.ts'
import { useId, useState } from 'react'
import { NavLink } from 'react-router-dom'
import { DOCUMENTARY_SUBCATEGORIES, categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import type { OverlayLinkProps } from '@/hooks/use-history-overlay.ts'
import { cn } from '@/lib/cn.ts'
import { DOCUMENTARY_ITEM, TOP_NAV_ITEMS } from './nav-items.ts'

interface MobileMenuProps {
  id: string
  open: boolean
  /** Props for each link: choosing one closes the menu (it replaces the menu's history entry). */
  linkProps: (to: string) => OverlayLinkProps
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn('block py-3 text-base font-semibold', isActive ? 'text-brand' : 'text-ink hover:text-brand')

/**
 * The collapsible phone menu: the top-level items, with Documentary's sections behind a toggle
 * of their own (the desktop dropdown's hover does not exist on a phone).
 */
export function MobileMenu({ id, open, linkProps }: MobileMenuProps) {
  const [sectionsOpen, setSectionsOpen] = useState(false)
  const sectionsId = useId()
  return (
    <nav id={id} aria-label="Mobile" hidden={!open} className="border-t border-gray-200 bg-white lg:hidden">
      <ul className="mx-auto max-w-7xl divide-y divide-gray-100 px-4">
        {TOP_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end {...linkProps(item.to)} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <div className="flex items-center justify-between">
            <NavLink to={DOCUMENTARY_ITEM.to} end {...linkProps(DOCUMENTARY_ITEM.to)} className={linkClass}>
              {DOCUMENTARY_ITEM.label}
            </NavLink>
            <button
              type="button"
              aria-expanded={sectionsOpen}
              aria-controls={sectionsId}
              aria-label="Documentary sections"
              onClick={() => setSectionsOpen((value) => !value)}
              className="-mr-2 rounded-md p-3 text-ink hover:bg-gray-100"
            >
              <StrokeIcon shape={CHEVRON_DOWN} className={cn('h-5 w-5 transition-transform', sectionsOpen && 'rotate-180')} />
            </button>
          </div>
          <ul id={sectionsId} hidden={!sectionsOpen} className="mb-2 border-l-2 border-gray-200 pl-4">
            {DOCUMENTARY_SUBCATEGORIES.map((slug) => (
              <li key={slug}>
                <NavLink to={paths.category(slug)} {...linkProps(paths.category(slug))} className={({ isActive }) => cn(linkClass({ isActive }), 'py-2 text-sm')}>
                  {categoryLabel(slug)}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  )
}
