import { useEffect, useState } from 'react'

/** What waits for an idle moment, oldest first: one runs per idle period. */
const waiting: (() => void)[] = []
let draining = false

function requestIdle(run: () => void, timeout: number): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout })
  else window.setTimeout(run, 1)
}

/**
 * Runs the waiting callbacks one per idle period, so each part that mounts then (the player, the
 * drawer, the overlays, the toaster) renders in a task of its own instead of all in one long task
 * that would hold up a tap.
 */
function drain(timeout: number): void {
  if (draining) return
  draining = true
  const next = () => {
    waiting.shift()?.()
    if (waiting.length > 0) requestIdle(next, timeout)
    else draining = false
  }
  requestIdle(next, timeout)
}

/** Fires once the page has loaded and the main thread is idle (or after `timeout` ms of waiting). */
function afterLoadAndIdle(run: () => void, timeout: number): () => void {
  let cancelled = false
  const queued = () => {
    if (!cancelled) run()
  }
  const whenLoaded = () => {
    if (cancelled) return
    waiting.push(queued)
    drain(timeout)
  }
  if (document.readyState === 'complete') whenLoaded()
  else window.addEventListener('load', whenLoaded, { once: true })
  return () => {
    cancelled = true
    window.removeEventListener('load', whenLoaded)
    const index = waiting.indexOf(queued)
    if (index >= 0) waiting.splice(index, 1)
  }
}

/**
 * False until the page has loaded and gone idle: what is not needed for the first paint (the
 * video player, toasts, overlays) mounts then, off the critical path, each in an idle period of
 * its own.
 */
export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => afterLoadAndIdle(() => setIdle(true), timeout), [timeout])
  return idle
}
