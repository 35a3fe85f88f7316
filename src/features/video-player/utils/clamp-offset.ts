export interface Offset {
  x: number
  y: number
}

/** Where the element sits with no offset applied, in viewport coordinates. */
export interface HomeBox {
  left: number
  top: number
  width: number
  height: number
}

export interface Viewport {
  width: number
  height: number
}

function clampAxis(value: number, start: number, size: number, viewportSize: number): number {
  const min = -start
  const max = viewportSize - (start + size)
  // Larger than the viewport: keep its start (the player's controls are at its top left) on screen.
  if (max < min) return min
  return Math.min(max, Math.max(min, value))
}

/** The offset nearest to `offset` that keeps the whole element inside the viewport. */
export function clampOffset(offset: Offset, home: HomeBox, viewport: Viewport): Offset {
  return {
    x: clampAxis(offset.x, home.left, home.width, viewport.width),
    y: clampAxis(offset.y, home.top, home.height, viewport.height),
  }
}
