import { useCallback, useState } from 'react'
import { STORAGE_KEYS } from '@/config/site.ts'
import { EMPTY_MEMORY, parsePlayerMemory, rememberMode, rememberShown, type PlayerMemory, type RememberedMode } from '../utils/player-memory.ts'

function readMemory(): PlayerMemory {
  try {
    return parsePlayerMemory(window.localStorage.getItem(STORAGE_KEYS.videoPlayer))
  } catch {
    return EMPTY_MEMORY
  }
}

function writeMemory(memory: PlayerMemory) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.videoPlayer, JSON.stringify(memory))
  } catch {
    // Storage full or refused (private browsing): the choice then lasts for this page view only.
  }
}

/**
 * The player's memory for this page view: read once, changed by the reader's choices (which are
 * stored at once, so another tab or the next load sees them).
 */
export function usePlayerMemory() {
  const [memory, setMemory] = useState(readMemory)

  const remember = useCallback((videoId: string, mode: RememberedMode | null) => {
    // From storage, not state: another tab may have written since this page loaded.
    const next = rememberMode(readMemory(), videoId, mode, Date.now())
    writeMemory(next)
    setMemory(next)
  }, [])

  /** Stored only: the video on screen stays for this page view; later loads leave it out. */
  const rememberShownOnce = useCallback((videoId: string) => writeMemory(rememberShown(readMemory(), videoId)), [])

  return { memory, remember, rememberShownOnce }
}
