import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { useAfterIdle } from '@/hooks/use-after-idle.ts'

/**
 * Counts each public page the reader opens, after it has painted: the first once the page has
 * loaded and gone idle (a prerendered page's too, which the app takes over after its paint),
 * each later one after the next frame. The sender is a chunk of its own, fetched then.
 */
export function PageViews() {
  const { pathname } = useLocation()
  const idle = useAfterIdle()
  useEffect(() => {
    if (!idle) return
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
  }, [idle, pathname])
  return null
}
