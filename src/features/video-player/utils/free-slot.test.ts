import { describe, expect, it } from 'vitest'
import { lowestFreeTop } from './free-slot.ts'

const range = { top: 200, bottom: 740 }

describe('lowestFreeTop', () => {
  it('rests at the bottom of the range when nothing lies there', () => {
    expect(lowestFreeTop([], range, 44)).toBe(696)
    // Only touching the top edge of the control is not in the way.
    expect(lowestFreeTop([{ top: 600, bottom: 696 }], range, 44)).toBe(696)
  })

  it('climbs just above what lies in its column, to the first gap tall enough', () => {
    const lines = [
      { top: 700, bottom: 722 },
      // A 30px gap: too short for 44px.
      { top: 648, bottom: 670 },
      // Then a 50px gap (a paragraph's end).
      { top: 576, bottom: 598 },
    ]
    expect(lowestFreeTop(lines, range, 44)).toBe(604)
  })

  it('handles obstacles in any order, nested or overlapping', () => {
    const obstacles = [
      { top: 500, bottom: 520 },
      { top: 610, bottom: 760 },
      { top: 650, bottom: 700 },
      { top: 560, bottom: 620 },
    ]
    expect(lowestFreeTop(obstacles, range, 40)).toBe(520)
    expect(lowestFreeTop(obstacles, range, 41)).toBe(459)
  })

  it('gives null when no gap in the range is tall enough', () => {
    const dense = Array.from({ length: 20 }, (_, i) => ({ top: 200 + i * 28, bottom: 222 + i * 28 }))
    expect(lowestFreeTop(dense, range, 44)).toBeNull()
    expect(lowestFreeTop([], { top: 700, bottom: 740 }, 44)).toBeNull()
  })
})
