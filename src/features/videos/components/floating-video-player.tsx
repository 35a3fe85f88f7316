import { useQuery } from '@tanstack/react-query'
import { GripHorizontal, Maximize2, Minimize2, Minus, PlayCircle } from 'lucide-react'
import { useMemo, useState } from 'react'
import { FLOATING_VIDEO_MAX_AGE_DAYS } from '@/config/site.ts'
import { cn } from '@/lib/cn.ts'
import { videoQueries } from '@/data/video-posts/video-queries.ts'
import { useDragOffset } from '../hooks/use-drag-offset.ts'
import { pickFloatingVideo } from '../utils/pick-video.ts'

const iconButton = 'rounded p-1 text-white/90 hover:bg-white/20 hover:text-white'

/**
 * Floating player at the bottom left: a random YouTube video from the last seven days, open by
 * default; it minimises to a button, enlarges to 90vw × 80vh and can be dragged by its bar.
 */
export function FloatingVideoPlayer() {
  const { data } = useQuery(videoQueries.recent())
  const video = useMemo(() => (data ? pickFloatingVideo(data, FLOATING_VIDEO_MAX_AGE_DAYS) : null), [data])
  const [minimized, setMinimized] = useState(false)
  const [enlarged, setEnlarged] = useState(false)
  const { offset, reset, barProps, handleProps } = useDragOffset()

  if (!video) return null

  if (minimized) {
    return (
      <button
        type="button"
        onClick={() => setMinimized(false)}
        className="fixed bottom-4 left-4 z-40 inline-flex items-center gap-2 rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-black"
      >
        <PlayCircle className="h-5 w-5" aria-hidden />
        Watch video
      </button>
    )
  }

  return (
    <section
      aria-label="Video player"
      data-testid="floating-video"
      data-enlarged={enlarged || undefined}
      className={cn(
        'fixed z-40 flex flex-col overflow-hidden rounded-lg bg-ink shadow-2xl',
        enlarged ? 'left-[5vw] top-[10vh] h-[80vh] w-[90vw]' : 'bottom-4 left-4 w-56 sm:w-80',
      )}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div className="flex cursor-grab touch-none select-none items-center gap-1 px-2 py-1 text-white active:cursor-grabbing" {...barProps}>
        <button
          type="button"
          aria-label="Move video player (drag, or use the arrow keys)"
          className={iconButton}
          {...handleProps}
        >
          <GripHorizontal className="h-4 w-4" aria-hidden />
        </button>
        <p className="min-w-0 flex-1 truncate text-xs font-semibold">{video.title}</p>
        <button type="button" aria-label={enlarged ? 'Shrink video' : 'Enlarge video'} onClick={() => { setEnlarged((value) => !value); reset() }} className={iconButton}>
          {enlarged ? <Minimize2 className="h-4 w-4" aria-hidden /> : <Maximize2 className="h-4 w-4" aria-hidden />}
        </button>
        <button type="button" aria-label="Minimize video" onClick={() => setMinimized(true)} className={iconButton}>
          <Minus className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className={cn('bg-black', enlarged ? 'flex-1' : 'aspect-video')}>
        <iframe
          key={video.id}
          src={video.embedUrl}
          title={video.title}
          className="h-full w-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </section>
  )
}
