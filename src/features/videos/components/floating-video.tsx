import { usePlayerMode } from '../hooks/use-player-mode.ts'
import type { PlayableVideo } from '../utils/pick-video.ts'
import { VideoBar } from './video-bar.tsx'
import { VideoWindow } from './video-window.tsx'

/** One picked video as an open window, a compact bar, or nothing once closed. */
export function FloatingVideo({ video }: { video: PlayableVideo }) {
  const [mode, setMode] = usePlayerMode(video.id)
  if (mode === 'closed') return null
  if (mode === 'minimized') return <VideoBar title={video.title} onOpen={() => setMode('open')} onClose={() => setMode('closed')} />
  return <VideoWindow video={video} onMinimize={() => setMode('minimized')} onClose={() => setMode('closed')} />
}
