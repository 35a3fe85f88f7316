import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { redirectQueries } from '@/data/redirects/redirect-queries.ts'
import { normaliseOldAddress } from '@/lib/old-address.ts'

/**
 * An address the site has no page for may be an old site's (an import recorded it): asks the
 * redirects once, then replaces the address with the new one, or shows `children` (the
 * not-found page). Hosts that read redirect files answer with a 301 before the app loads; this
 * is the same table for every other host.
 */
export function OldAddressRedirect({ children, showWhileLooking = false }: { children: ReactNode; showWhileLooking?: boolean }) {
  const location = useLocation()
  const address = normaliseOldAddress(location.pathname + location.search)
  const lookup = useQuery({ ...redirectQueries.resolve(address ?? ''), enabled: address !== null })
  // The home page with an old `?p=12` stays on screen (and hydrates as prerendered) while asking.
  if (address !== null && lookup.isPending && !showWhileLooking) {
    return <div className="min-h-[50vh]" role="status" aria-label="Looking for this page" />
  }
  const target = lookup.data
  if (target && target !== location.pathname) return <Navigate to={target} replace />
  return children
}
