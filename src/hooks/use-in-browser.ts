import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False while rendering to HTML (the build's shell and prerendered pages) and while React
 * hydrates that HTML, true from the render after: what depends on the reader's clock or time
 * zone renders the build's value first, so hydration matches, then the reader's.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false)
}
