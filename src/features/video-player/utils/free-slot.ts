/** A stretch of the screen from top to bottom (viewport pixels). */
export interface Span {
  top: number
  bottom: number
}

/**
 * The top of the lowest place for a `height`-tall control inside `range` that overlaps none of
 * `obstacles` (the vertical extents of whatever lies in the control's column), or null when no
 * such place exists. Lowest, so the control rests in one predictable place whenever it is free
 * and only climbs as far as it has to. Touching edges do not overlap.
 */
export function lowestFreeTop(obstacles: readonly Span[], range: Span, height: number): number | null {
  let bottom = range.bottom
  for (;;) {
    const top = bottom - height
    if (top < range.top) return null
    let highestBlock = Number.POSITIVE_INFINITY
    for (const obstacle of obstacles) {
      if (obstacle.top < bottom && top < obstacle.bottom) highestBlock = Math.min(highestBlock, obstacle.top)
    }
    if (highestBlock === Number.POSITIVE_INFINITY) return top
    // Every place lower than this one overlaps the same obstacle: try just above the highest.
    bottom = highestBlock
  }
}
