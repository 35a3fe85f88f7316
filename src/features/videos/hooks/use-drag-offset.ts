import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'

export interface Offset {
  x: number
  y: number
}

const KEY_STEP = 24
const KEY_MOVES: Record<string, Offset> = {
  ArrowLeft: { x: -KEY_STEP, y: 0 },
  ArrowRight: { x: KEY_STEP, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP },
  ArrowDown: { x: 0, y: KEY_STEP },
}

/** Drag by pointer (mouse, pen, touch) or by arrow keys; returns the offset and handle props. */
export function useDragOffset() {
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 })
  const start = useRef<{ pointerX: number; pointerY: number; origin: Offset } | null>(null)

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return
      // Buttons on the bar keep their clicks; only the bar itself and the grip start a drag.
      const target = event.target as HTMLElement
      if (target.closest('button:not([data-drag-handle])')) return
      event.currentTarget.setPointerCapture(event.pointerId)
      start.current = { pointerX: event.clientX, pointerY: event.clientY, origin: offset }
    },
    [offset],
  )
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current
    if (!from) return
    setOffset({ x: from.origin.x + event.clientX - from.pointerX, y: from.origin.y + event.clientY - from.pointerY })
  }, [])
  const onPointerUp = useCallback(() => {
    start.current = null
  }, [])
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    setOffset((current) => ({ x: current.x + move.x, y: current.y + move.y }))
  }, [])
  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), [])

  return { offset, reset, barProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp }, handleProps: { onKeyDown, 'data-drag-handle': true } }
}
