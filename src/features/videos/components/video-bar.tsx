import { PlayCircle, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useBottomClearance } from '../hooks/use-bottom-clearance.ts'

interface VideoBarProps {
  title: string
  /** Put focus on "Watch video": the reader has just minimised the open window. */
  focusOnMount: boolean
  onOpen: () => void
  onClose: () => void
}

/**
 * The minimised or docked player: a compact bar at the bottom left. On phones it stops short of
 * the Latest News tab and the scroll-to-top button at the bottom right.
 */
export function VideoBar({ title, focusOnMount, onOpen, onClose }: VideoBarProps) {
  const bar = useRef<HTMLDivElement>(null)
  const open = useRef<HTMLButtonElement>(null)
  useBottomClearance(bar, true)
  useEffect(() => {
    if (focusOnMount) open.current?.focus()
  }, [focusOnMount])
  return (
    <div
      ref={bar}
      data-testid="video-bar"
      className="fixed bottom-2 left-2 right-[6.5rem] z-40 flex h-11 items-center rounded-full bg-ink text-white shadow-lg sm:bottom-4 sm:left-4 sm:right-auto sm:max-w-sm"
    >
      <button ref={open} type="button" onClick={onOpen} className="flex h-full min-w-0 flex-1 items-center gap-2 rounded-l-full pl-3 pr-2 text-left text-sm hover:bg-white/10">
        <PlayCircle className="h-5 w-5 shrink-0" aria-hidden />
        <span className="shrink-0 font-semibold">Watch video</span>
        <span className="min-w-0 truncate text-white/80">{title}</span>
      </button>
      <button type="button" aria-label="Close video" onClick={onClose} className="mr-1 rounded-full p-2 text-white/90 hover:bg-white/20 hover:text-white">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  )
}
