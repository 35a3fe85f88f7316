import { useCallback, useState } from 'react'
import { STORAGE_KEYS } from '@/config/site.ts'
import { closedVideoIds, parsePlayerMemory, rememberMode, rememberedMode, type PlayerMemory } from '../utils/player-memory.ts'

export type PlayerMode = 'open' | 'minimized' | 'closed'

/** Phones and short windows start with the compact bar: an open player would hide too much. */
const COMPACT_START_QUERY = '(max-width: 639px), (max-height: 559px)'

function readMemory(): PlayerMemory {
  try {
    return parsePlayerMemory(window.localStorage.getItem(STORAGE_KEYS.videoPlayer))
  } catch {
    return {}
  }
}

function writeMemory(memory: PlayerMemory) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.videoPlayer, JSON.stringify(memory))
  } catch {
    // Storage full or refused (private browsing): the choice then lasts for this page view only.
  }
}

/** Ids of the videos closed on earlier visits, read once per page view. */
export function useClosedVideoIds(): Set<string> {
  const [ids] = useState(() => closedVideoIds(readMemory()))
  return ids
}

/** The player's mode for one video: remembered from earlier visits, otherwise open (compact on phones). */
export function usePlayerMode(videoId: string): [PlayerMode, (mode: PlayerMode) => void] {
  const [mode, setModeState] = useState<PlayerMode>(
    () => rememberedMode(readMemory(), videoId) ?? (window.matchMedia(COMPACT_START_QUERY).matches ? 'minimized' : 'open'),
  )
  const setMode = useCallback(
    (next: PlayerMode) => {
      setModeState(next)
      writeMemory(rememberMode(readMemory(), videoId, next === 'open' ? null : next, Date.now()))
    },
    [videoId],
  )
  return [mode, setMode]
}
