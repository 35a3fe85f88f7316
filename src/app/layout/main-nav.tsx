import { NavLink } from 'react-router-dom'
import { cn } from '@/lib/cn.ts'
import { DocumentaryMenu } from './documentary-menu.tsx'
import { TOP_NAV_ITEMS } from './nav-items.ts'

const itemClass = (active: boolean) =>
  cn(
    'flex items-center border-b-2 px-3 py-3 text-sm font-semibold uppercase tracking-wide transition-colors',
    active ? 'border-brand text-brand' : 'border-transparent text-ink hover:text-brand',
  )

/** Desktop main navigation; the mobile menu takes over below the lg breakpoint. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-stretch">
        {TOP_NAV_ITEMS.map((item) => (
          <li key={item.to} className="flex">
            <NavLink to={item.to} end className={({ isActive }) => itemClass(isActive)}>
              {item.label}
            </NavLink>
          </li>
        ))}
        <li className="flex">
          <DocumentaryMenu itemClass={itemClass} />
        </li>
      </ul>
    </nav>
  )
}
