import { useEffect, useState } from 'react'

/** Fires once the page has loaded and the main thread is idle (or after `timeout` ms of waiting). */
function afterLoadAndIdle(run: () => void, timeout: number): () => void {
  let cancelled = false
  let idleHandle: number | undefined
  const win: Window = window
  const whenIdle = () => {
    if (cancelled) return
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, { timeout })
    else idleHandle = win.setTimeout(run, 1)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenIdle)
    if (idleHandle === undefined) return
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle)
    else win.clearTimeout(idleHandle)
  }
}

/**
 * False until the page has loaded and gone idle: what is not needed for the first paint (the
 * video player, toasts, overlays) mounts then, off the critical path.
 */
export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => afterLoadAndIdle(() => setIdle(true), timeout), [timeout])
  return idle
}
