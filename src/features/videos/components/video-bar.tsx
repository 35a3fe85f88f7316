import { PlayCircle, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useBottomClearance } from '../hooks/use-bottom-clearance.ts'
import { useTextFreeSlot } from '../hooks/use-text-free-slot.ts'

interface VideoBarProps {
  title: string
  /** Put focus on "Watch video": the reader has just minimised the open window. */
  focusOnMount: boolean
  onOpen: () => void
  onClose: () => void
}

/**
 * The minimised or docked player: a small "Watch video" tab at the right edge, just above the
 * Latest News tab, with its close button beside it. It takes a place where it covers no text
 * when the page loads (higher up the edge when a line of text runs under the first place).
 */
export function VideoBar({ title, focusOnMount, onOpen, onClose }: VideoBarProps) {
  const bar = useRef<HTMLDivElement>(null)
  const open = useRef<HTMLButtonElement>(null)
  const bottom = useTextFreeSlot(bar)
  useBottomClearance(bar, true)
  useEffect(() => {
    if (focusOnMount) open.current?.focus()
  }, [focusOnMount])
  return (
    <div
      ref={bar}
      data-testid="video-bar"
      style={{ bottom }}
      // Close sits to the left of the tab, but follows "Watch video" in the tab order.
      className="fixed right-0 z-40 flex flex-row-reverse items-center gap-1"
    >
      <button
        ref={open}
        type="button"
        onClick={onOpen}
        title={`Watch video: ${title}`}
        className="flex h-11 w-11 items-center justify-center rounded-l-md bg-ink text-white shadow-lg hover:bg-ink/90"
      >
        <PlayCircle className="h-5 w-5" aria-hidden />
        <span className="sr-only">Watch video: {title}</span>
      </button>
      <button
        type="button"
        aria-label="Close video"
        onClick={onClose}
        className="flex h-7 w-7 items-center justify-center rounded-full bg-ink/80 text-white shadow hover:bg-ink"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  )
}
