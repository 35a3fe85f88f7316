import { PlayCircle, X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useBottomClearance } from '../hooks/use-bottom-clearance.ts'
import { SLOT_RANK_ATTRIBUTE, useTextFreeSlot } from '../hooks/use-text-free-slot.ts'

interface VideoBarProps {
  title: string
  /** Put focus on "Watch video": the reader has just minimised the open window. */
  focusOnMount: boolean
  onOpen: () => void
  onClose: () => void
}

/**
 * The minimised or docked player: a small "Watch video" tab at the right edge, resting just
 * above the Latest News tab, with its close button beside it. It never stays over a line of text
 * or a control: it climbs its column to the lowest free place, steps aside while the page
 * scrolls, and keeps out of sight where no place is free (until it has keyboard focus).
 */
export function VideoBar({ title, focusOnMount, onOpen, onClose }: VideoBarProps) {
  const bar = useRef<HTMLDivElement>(null)
  const open = useRef<HTMLButtonElement>(null)
  useTextFreeSlot(bar)
  // Measures the resting place (the lift is a transform): the footer keeps that much room free.
  useBottomClearance(bar, true)
  useEffect(() => {
    if (focusOnMount) open.current?.focus()
  }, [focusOnMount])
  return (
    <div
      ref={bar}
      data-testid="video-bar"
      // After the Latest News tab (rank 1): it keeps clear of that too.
      {...{ [SLOT_RANK_ATTRIBUTE]: 2 }}
      // Close sits to the left of the tab, but follows "Watch video" in the tab order.
      // useTextFreeSlot lifts it (transform) and sets data-scrolling and data-crowded.
      // Out of sight while scrolling or crowded, but never while it holds keyboard focus.
      className="fixed bottom-[var(--reading-tools-inset)] right-0 z-40 flex flex-row-reverse items-center rounded-l-lg border border-r-0 border-white/40 bg-ink text-white shadow-lg transition-opacity duration-150 motion-reduce:transition-none data-crowded:not-focus-within:pointer-events-none data-crowded:not-focus-within:opacity-0 data-scrolling:not-focus-within:pointer-events-none data-scrolling:not-focus-within:opacity-0"
    >
      <button
        ref={open}
        type="button"
        onClick={onOpen}
        title={`Watch video: ${title}`}
        className="flex h-11 w-11 items-center justify-center hover:bg-white/10"
      >
        <PlayCircle className="h-5 w-5" aria-hidden />
        <span className="sr-only">Watch video: {title}</span>
      </button>
      <button
        type="button"
        aria-label="Close video"
        onClick={onClose}
        className="flex h-11 w-7 items-center justify-center rounded-l-lg border-r border-white/20 text-white/90 hover:bg-white/10 hover:text-white"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  )
}
