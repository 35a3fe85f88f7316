import { useSyncExternalStore } from 'react'

/** Whether the search overlay is open: the header button and the sidebar opener both drive it. */
let open = false
const listeners = new Set<() => void>()

export function setSearchOpen(next: boolean) {
  if (open === next) return
  open = next
  listeners.forEach((listener) => listener())
}

export const openSearch = () => setSearchOpen(true)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false)
}
