import { NavLink } from 'react-router'
import { cn } from '@/lib/cn.ts'
import { DOCUMENTARY_ITEM, TOP_NAV_ITEMS } from './nav-items.ts'

interface MobileMenuProps {
  id: string
  open: boolean
  onChoose: () => void
}

/** The collapsible phone menu: top-level items only; choosing one closes it. */
export function MobileMenu({ id, open, onChoose }: MobileMenuProps) {
  return (
    <nav id={id} aria-label="Mobile" hidden={!open} className="border-t border-gray-200 bg-white lg:hidden">
      <ul className="mx-auto max-w-7xl divide-y divide-gray-100 px-4">
        {[...TOP_NAV_ITEMS, DOCUMENTARY_ITEM].map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end
              onClick={onChoose}
              className={({ isActive }) => cn('block py-3 text-base font-semibold', isActive ? 'text-brand' : 'text-ink hover:text-brand')}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
