import { useCallback, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { PlayableVideo } from '../utils/pick-video.ts'
import type { RememberedMode } from '../utils/player-memory.ts'
import { VideoBar } from './video-bar.tsx'
import { VideoWindow } from './video-window.tsx'

/**
 * minimized: the reader's choice, remembered. docked: the player moved out of the way of the
 * text on its own, for this page view only. Both show the compact bar.
 */
type Mode = 'open' | 'minimized' | 'docked'

/** Phones and short windows start with the compact bar: an open player would hide too much. */
const COMPACT_START_QUERY = '(max-width: 639px), (max-height: 559px)'

interface FloatingVideoProps {
  video: PlayableVideo
  remembered: RememberedMode | null
  onRemember: (mode: RememberedMode | null) => void
}

/**
 * One picked video as an open window or a compact bar. The open window never stays over the
 * text being read: it docks to the bar once text lies under it, and reopens when the reader asks.
 * What the reader asks for (reopen, enlarge, drag) holds on that page; docking resumes on the next.
 */
export function FloatingVideo({ video, remembered, onRemember }: FloatingVideoProps) {
  const { pathname } = useLocation()
  const [mode, setMode] = useState<Mode>(() =>
    remembered === 'minimized' || window.matchMedia(COMPACT_START_QUERY).matches ? 'minimized' : 'open',
  )
  const [requestedOn, setRequestedOn] = useState<string | null>(null)
  // Focus follows the reader's own switch between bar and window, never an automatic dock.
  const [moveFocus, setMoveFocus] = useState(false)

  const request = useCallback(() => setRequestedOn(pathname), [pathname])
  const dock = useCallback(() => {
    setMoveFocus(false)
    setMode('docked')
  }, [])

  if (mode !== 'open') {
    return (
      <VideoBar
        title={video.title}
        focusOnMount={moveFocus}
        onOpen={() => {
          if (mode === 'minimized') onRemember(null)
          request()
          setMoveFocus(true)
          setMode('open')
        }}
        onClose={() => onRemember('closed')}
      />
    )
  }
  return (
    <VideoWindow
      video={video}
      autoDock={requestedOn !== pathname}
      focusOnMount={moveFocus}
      onDock={dock}
      onRequest={request}
      onMinimize={() => {
        onRemember('minimized')
        setMoveFocus(true)
        setMode('minimized')
      }}
      onClose={() => onRemember('closed')}
    />
  )
}
