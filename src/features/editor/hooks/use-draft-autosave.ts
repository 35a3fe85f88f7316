import { useEffect, useRef } from 'react'
import { DRAFT_AUTOSAVE_MS } from '@/config/site.ts'

/**
 * Calls `save` every DRAFT_AUTOSAVE_MS while the modal is open, only when `changed`
 * says there is something new since the last save; a save still running skips the tick.
 */
export function useDraftAutosave(changed: () => boolean, save: () => Promise<unknown>): void {
  const latest = useRef({ changed, save })
  useEffect(() => {
    latest.current = { changed, save }
  })

  useEffect(() => {
    let running = false
    const timer = setInterval(() => {
      if (running || !latest.current.changed()) return
      running = true
      void latest.current.save().finally(() => { running = false })
    }, DRAFT_AUTOSAVE_MS)
    return () => clearInterval(timer)
  }, [])
}
