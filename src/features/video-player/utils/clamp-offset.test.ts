import { describe, expect, it } from 'vitest'
import { clampOffset } from './clamp-offset.ts'

// A 320×212 player 16px from the bottom left of a 1280×800 viewport.
const home = { left: 16, top: 572, width: 320, height: 212 }
const viewport = { width: 1280, height: 800 }

describe('clampOffset', () => {
  it('leaves an offset that keeps the player on screen as it is', () => {
    expect(clampOffset({ x: 200, y: -300 }, home, viewport)).toEqual({ x: 200, y: -300 })
  })

  it('stops at every edge of the viewport', () => {
    expect(clampOffset({ x: -500, y: 0 }, home, viewport)).toEqual({ x: -16, y: 0 })
    expect(clampOffset({ x: 5000, y: 0 }, home, viewport)).toEqual({ x: 1280 - 336, y: 0 })
    expect(clampOffset({ x: 0, y: -2000 }, home, viewport)).toEqual({ x: 0, y: -572 })
    expect(clampOffset({ x: 0, y: 300 }, home, viewport)).toEqual({ x: 0, y: 16 })
  })

  it('a hard drag far off screen lands in the nearest corner', () => {
    expect(clampOffset({ x: 2316, y: -1749 }, home, viewport)).toEqual({ x: 944, y: -572 })
  })

  it('keeps the top left (where the controls are) on screen when the player is larger than the viewport', () => {
    expect(clampOffset({ x: 50, y: 50 }, { left: 10, top: 10, width: 400, height: 300 }, { width: 300, height: 200 })).toEqual({ x: -10, y: -10 })
  })

  it('pulls a player left outside by a smaller window back in', () => {
    const after = clampOffset({ x: 900, y: -500 }, { left: 16, top: 272, width: 320, height: 212 }, { width: 800, height: 500 })
    expect(after).toEqual({ x: 464, y: -272 })
  })
})
