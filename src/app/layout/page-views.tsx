import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Counts each public page the reader opens, after it has painted. The layout mounts it lazily
 * once the page has loaded and gone idle (a prerendered page's too, which the app takes over
 * after its paint), so neither it nor the sender (a chunk of its own, fetched then) weighs on
 * the entry chunk; the page open then is counted at once, each later one after its next frame.
 */
export function PageViews() {
  const { pathname } = useLocation()
  useEffect(() => {
    let timer: number | undefined
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        void import('@/data/analytics/collect-page-view.ts').then(({ collectPageView }) => collectPageView(window.location))
      }, 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [pathname])
  return null
}
