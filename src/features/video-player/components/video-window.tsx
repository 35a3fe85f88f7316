import { GripHorizontal, Maximize2, Minimize2, Minus, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { cn } from '@/lib/cn.ts'
import { useAutoDock } from '../hooks/use-auto-dock.ts'
import { useBottomClearance } from '../hooks/use-bottom-clearance.ts'
import { useDragOffset } from '../hooks/use-drag-offset.ts'
import type { PlayableVideo } from '../utils/pick-video.ts'

const iconButton = 'rounded p-1 text-white/90 hover:bg-white/20 hover:text-white'

interface VideoWindowProps {
  video: PlayableVideo
  /** Dock as soon as reading text lies under the window (not while enlarged or moved). */
  autoDock: boolean
  focusOnMount: boolean
  onDock: () => void
  /** The reader placed or sized the window themselves. */
  onRequest: () => void
  onMinimize: () => void
  onClose: () => void
}

/** The open player: autoplaying muted embed; enlarges to 90vw × 80vh; dragged by its bar, kept on screen. */
export function VideoWindow({ video, autoDock, focusOnMount, onDock, onRequest, onMinimize, onClose }: VideoWindowProps) {
  const [enlarged, setEnlarged] = useState(false)
  const section = useRef<HTMLElement>(null)
  const { offset, reset, barProps, handleProps } = useDragOffset(section)
  useBottomClearance(section, !enlarged)
  useAutoDock(section, autoDock && !enlarged && offset.x === 0 && offset.y === 0, onDock)
  useEffect(() => {
    if (focusOnMount) section.current?.focus()
  }, [focusOnMount])

  function toggleEnlarged() {
    onRequest()
    setEnlarged((value) => !value)
    reset()
  }

  return (
    <section
      ref={section}
      aria-label="Video player"
      data-testid="floating-video"
      data-enlarged={enlarged || undefined}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && enlarged) toggleEnlarged()
      }}
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-lg bg-ink shadow-2xl',
        enlarged ? 'left-[5vw] top-[10vh] h-[80vh] w-[90vw]' : 'bottom-2 left-2 w-56 sm:bottom-4 sm:left-4 sm:w-80',
      )}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div
        className="flex cursor-grab touch-none select-none items-center gap-1 px-2 py-1 text-white active:cursor-grabbing"
        {...barProps}
        onPointerDown={(event) => {
          onRequest()
          barProps.onPointerDown(event)
        }}
      >
        <button
          type="button"
          aria-label="Move video player (drag, or use the arrow keys)"
          className={iconButton}
          {...handleProps}
          onKeyDown={(event) => {
            onRequest()
            handleProps.onKeyDown(event)
          }}
        >
          <GripHorizontal className="h-4 w-4" aria-hidden />
        </button>
        <p className="min-w-0 flex-1 truncate text-xs font-semibold">{video.title}</p>
        <button type="button" aria-label={enlarged ? 'Shrink video' : 'Enlarge video'} onClick={toggleEnlarged} className={iconButton}>
          {enlarged ? <Minimize2 className="h-4 w-4" aria-hidden /> : <Maximize2 className="h-4 w-4" aria-hidden />}
        </button>
        <button type="button" aria-label="Minimize video" onClick={onMinimize} className={iconButton}>
          <Minus className="h-4 w-4" aria-hidden />
        </button>
        <button type="button" aria-label="Close video" onClick={onClose} className={iconButton}>
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className={cn('bg-black', enlarged ? 'flex-1' : 'aspect-video')}>
        {/* `allow` alone: adding allowfullscreen as well makes Chrome warn on every page. */}
        <iframe
          src={video.embedUrl}
          title={video.title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        />
      </div>
    </section>
  )
}
