import { useEffect, useState } from 'react'
import { createPath, useNavigation } from 'react-router-dom'
import { Button } from '@/components/ui/button.tsx'

/** After this long still loading the next page, the reader is told and offered a way on. */
export const SLOW_NAVIGATION_MS = 5000

/**
 * A link followed inside the app waits for the next page's code; on a connection that answers
 * nothing (a train's Wi-Fi, a captive portal) that wait never ends, and the old page just stays,
 * as if the link did nothing. After SLOW_NAVIGATION_MS this says so and offers Retry, which loads
 * the page afresh as a document (prerendered pages then show before any script arrives).
 * Offline, the page's code fails at once instead, and the route's error says so (route-errors.tsx).
 */
export function SlowNavigationNotice() {
  const navigation = useNavigation()
  const target = navigation.state === 'loading' ? createPath(navigation.location) : null
  const [slowFor, setSlowFor] = useState<string | null>(null)
  useEffect(() => {
    if (target === null) return
    const timer = window.setTimeout(() => setSlowFor(target), SLOW_NAVIGATION_MS)
    return () => window.clearTimeout(timer)
  }, [target])
  if (target === null || slowFor !== target) return null
  return (
    <div role="alert" className="fixed inset-x-0 top-0 z-50 border-b border-amber-300 bg-amber-50 px-4 py-3 shadow-md">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-amber-900">
          {navigator.onLine ? 'The next page is taking longer than usual to load.' : "You're offline: the next page can't load until you're connected."}
          {' '}Check your connection, then retry.
        </p>
        <Button onClick={() => window.location.assign(target)}>Retry</Button>
      </div>
    </div>
  )
}
