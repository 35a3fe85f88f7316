import { Suspense, type ReactNode } from 'react'
import { useAfterIdle } from '@/hooks/use-after-idle.ts'

/**
 * Mounts a lazy part once the page is idle, or at once when `or` says it is needed sooner (an
 * overlay opened, a toast waiting). The state lives here, not in the parent: the moment the part
 * arrives re-renders that part alone, not the layout and the whole page with it.
 */
export function WhenIdle({ children, or = false }: { children: ReactNode; or?: boolean }) {
  const idle = useAfterIdle()
  return <Suspense fallback={null}>{(idle || or) && children}</Suspense>
}
