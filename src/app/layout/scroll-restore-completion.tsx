import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'
import { STORAGE_KEYS } from '@/config/site.ts'

/** How long a restore waits for the page to grow tall enough; the reader's own scrolling ends it sooner. */
const WAIT_MS = 10_000
/** How long after the document's start a restore that fell short before this mounted is still finished. */
const FIRST_RESTORE_MS = 5_000
/** What the reader does to move on their own: from then on the page is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

function keptPositions(): Record<string, number> {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.scrollPositions) ?? '{}')
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {}
  } catch {
    return {}
  }
}

const scrollRoom = () => document.documentElement.scrollHeight - window.innerHeight

/** Whether this document was opened by Back, Forward or a reload (not by a link or a typed address). */
function documentReturned(): boolean {
  const [visit] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return visit !== undefined && visit.type !== 'navigate'
}

/**
 * Scrolls to `y` as soon as the page has grown tall enough to hold it (its content arriving after
 * the restore), unless the reader scrolls, taps or types first, or WAIT_MS pass. Returns the stop.
 */
function scrollWhenTallEnough(y: number): () => void {
  const observer = new ResizeObserver(() => {
    if (scrollRoom() < y) return
    window.scrollTo(0, y)
    stop()
  })
  const timer = window.setTimeout(stop, WAIT_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of READER_INPUT) window.removeEventListener(type, stop)
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true })
  observer.observe(document.body)
  return stop
}

/**
 * Finishes what <ScrollRestoration /> starts. The router puts the reader back where they were the
 * moment a page renders; when that page is still waiting for its content (its data read again
 * after a while away, or an app-rendered page opened by Back), it is too short to scroll there,
 * and the reader lands at its foot. This keeps the position each page was left at (in memory,
 * and for a document opened by Back in the router's own store) and, when a restore fell short,
 * scrolls there once the content has made the page tall enough. It never moves a reader who has
 * already moved: only a restore left pinned at the foot of a short page is finished.
 */
export function ScrollRestoreCompletion() {
  const { key } = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Record<string, number> | null>(null)
  positions.current ??= keptPositions()
  const shown = useRef(key)
  const mounted = useRef(false)

  useEffect(() => {
    const record = () => {
      if (positions.current) positions.current[shown.current] = window.scrollY
    }
    window.addEventListener('scroll', record, { passive: true })
    return () => window.removeEventListener('scroll', record)
  }, [])

  useLayoutEffect(() => {
    shown.current = key
    const first = !mounted.current
    mounted.current = true
    const target = positions.current?.[key]
    // The first page counts only if Back, Forward or a reload opened it.
    const restoring = navigationType === NavigationType.Pop && (!first || documentReturned())
    if (!restoring || target === undefined || window.scrollY >= target - 1) return
    const room = scrollRoom()
    // Short of the place kept: a restore that fell short, or a reader who moved on. The first page
    // mounts this just after its first render, while other parts may already have grown it: within
    // its first seconds the shortfall is the restore's. Later a shortfall is the restore's only
    // while the reader is still pinned at the foot of the page.
    const fellShort = first ? performance.now() < FIRST_RESTORE_MS : window.scrollY >= room - 1
    if (!fellShort) return
    if (room >= target) {
      window.scrollTo(0, target)
      return
    }
    return scrollWhenTallEnough(target)
  }, [key, navigationType])

  return null
}
