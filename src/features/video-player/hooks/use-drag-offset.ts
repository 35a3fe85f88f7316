import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react'
import { clampOffset, type HomeBox, type Offset } from '../utils/clamp-offset.ts'

const ZERO: Offset = { x: 0, y: 0 }
const KEY_STEP = 24
const KEY_MOVES: Record<string, Offset> = {
  ArrowLeft: { x: -KEY_STEP, y: 0 },
  ArrowRight: { x: KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP },
  ArrowDown: { x: 0, y: KEY_STEP },
}

function viewport() {
  return { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }
}

/**
 * Drag by pointer (mouse, pen, touch) or by arrow keys on the handle. The offset is kept so the
 * whole element stays inside the viewport, while dragging and when the window is resized.
 */
export function useDragOffset(target: RefObject<HTMLElement | null>) {
  const [offset, setOffset] = useState<Offset>(ZERO)
  // The offset the element is drawn with right now (the last committed one).
  const drawn = useRef<Offset>(ZERO)
  const start = useRef<{ pointerX: number; pointerY: number; origin: Offset; home: HomeBox } | null>(null)

  useLayoutEffect(() => {
    drawn.current = offset
  }, [offset])

  /** Where the element would be with no offset, measured from where it is drawn. */
  const homeBox = useCallback((): HomeBox | null => {
    const element = target.current
    if (!element) return null
    const rect = element.getBoundingClientRect()
    return { left: rect.left - drawn.current.x, top: rect.top - drawn.current.y, width: rect.width, height: rect.height }
  }, [target])

  const moveTo = useCallback(
    (desired: Offset, home = homeBox()) => setOffset(home ? clampOffset(desired, home, viewport()) : desired),
    [homeBox],
  )

  useEffect(() => {
    const onResize = () => moveTo(drawn.current)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [moveTo])

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      // Buttons on the bar keep their clicks; only the bar itself and the grip start a drag.
      const pressed = event.target as HTMLElement
      if (pressed.closest('button:not([data-drag-handle])')) return
      const home = homeBox()
      if (!home) return
      event.currentTarget.setPointerCapture(event.pointerId)
      start.current = { pointerX: event.clientX, pointerY: event.clientY, origin: drawn.current, home }
    },
    [homeBox],
  )

  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      const from = start.current
      if (!from) return
      moveTo({ x: from.origin.x + event.clientX - from.pointerX, y: from.origin.y + event.clientY - from.pointerY }, from.home)
    },
    [moveTo],
  )

  const onPointerUp = useCallback(() => {
    start.current = null
  }, [])

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = KEY_MOVES[event.key]
      if (!move) return
      event.preventDefault()
      moveTo({ x: drawn.current.x + move.x, y: drawn.current.y + move.y })
    },
    [moveTo],
  )

  const reset = useCallback(() => setOffset(ZERO), [])

  return {
    offset,
    reset,
    barProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    handleProps: { onKeyDown, 'data-drag-handle': true },
  }
}
