import { lazy, useRef } from 'react'
import { WhenIdle } from '@/components/when-idle.tsx'
import { SLOT_RANK_ATTRIBUTE, useTextFreeSlot } from '@/features/video-player/hooks/use-text-free-slot.ts'

const LatestNewsDrawer = lazy(async () => ({ default: (await import('@/features/articles/components/latest-news-drawer.tsx')).LatestNewsDrawer }))
const ScrollToTopButton = lazy(async () => ({ default: (await import('./scroll-to-top-button.tsx')).ScrollToTopButton }))

/**
 * The Latest News tab, with scroll-to-top beside it once the reader has scrolled, at the right
 * edge. Like the docked video (which keeps clear of it), it covers no line of text and no
 * control: it rests at the bottom where the page keeps room free (index.css), climbs to the
 * lowest free place where that is taken, fades aside while the page scrolls, and stays out of
 * sight where nothing is free, unless it has keyboard focus (use-text-free-slot.ts).
 */
export function ReadingToolsDock() {
  const dock = useRef<HTMLDivElement>(null)
  useTextFreeSlot(dock)
  return (
    <div ref={dock} {...{ [SLOT_RANK_ATTRIBUTE]: 1 }}
      className="fixed bottom-2 right-0 z-40 flex items-center gap-2 transition-opacity duration-150 motion-reduce:transition-none sm:bottom-4 data-crowded:not-focus-within:pointer-events-none data-crowded:not-focus-within:opacity-0 data-scrolling:not-focus-within:pointer-events-none data-scrolling:not-focus-within:opacity-0">
      <WhenIdle><ScrollToTopButton /></WhenIdle>
      <WhenIdle><LatestNewsDrawer /></WhenIdle>
    </div>
  )
}
