import { StrokeIcon } from '@/components/ui/stroke-icon.tsx'
import { CHEVRON_DOWN } from '@/components/ui/stroke-icon-shapes.ts'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { DOCUMENTARY_SUBCATEGORIES, categoryLabel } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { cn } from '@/lib/cn.ts'
import { DOCUMENTARY_ITEM } from './nav-items.ts'

/**
 * Documentary with its dropdown: opens on hover (mouse), on click or tap of the toggle, and by
 * keyboard (Enter/Space/ArrowDown on the toggle, Escape closes and returns focus).
 */
export function DocumentaryMenu({ itemClass }: { itemClass: (active: boolean) => string }) {
  const location = useLocation()
  // Open only on the page it was opened on: navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.pathname
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null)
  const menuId = useId()
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  // A mouse has already opened the menu by hovering; its click must not close it again.
  const lastPointer = useRef<string>('')

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false)
      toggle.current?.focus()
    }
    if (event.key === 'ArrowDown' && event.target === toggle.current) {
      event.preventDefault()
      setOpen(true)
      requestAnimationFrame(() => wrapper.current?.querySelector<HTMLAnchorElement>('[data-dropdown] a')?.focus())
    }
  }

  return (
    <div
      ref={wrapper}
      className="relative flex items-stretch"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      // Judged once focus has settled: a blur whose relatedTarget is null is not always a move
      // out of the menu (a re-render or the window losing focus), and the menu must stay open then.
      onBlur={() =>
        requestAnimationFrame(() => {
          if (!wrapper.current?.contains(document.activeElement) && document.hasFocus()) setOpen(false)
        })
      }
      onKeyDown={onKeyDown}
    >
      <NavLink to={DOCUMENTARY_ITEM.to} className={({ isActive }) => cn(itemClass(isActive), 'pr-1')}>
        {DOCUMENTARY_ITEM.label}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Documentary sections"
        onPointerDown={(event) => (lastPointer.current = event.pointerType)}
        onClick={(event) => {
          const byMouse = event.detail > 0 && lastPointer.current === 'mouse'
          setOpen(byMouse || !open)
        }}
        className="px-1 text-current hover:text-brand"
      >
        <StrokeIcon shape={CHEVRON_DOWN} className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-30 min-w-56 rounded-b-md border border-gray-200 bg-white py-2 shadow-lg">
        <ul data-dropdown>
          {DOCUMENTARY_SUBCATEGORIES.map((slug) => (
            <li key={slug}>
              <NavLink
                to={paths.category(slug)}
                className={({ isActive }) => cn('block px-4 py-2 text-sm text-ink hover:bg-gray-50 hover:text-brand', isActive && 'font-semibold text-brand')}
              >
                {categoryLabel(slug)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
