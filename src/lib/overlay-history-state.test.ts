import { describe, expect, it } from 'vitest'
import { overlayIn, withOverlay } from './overlay-history-state.ts'

describe('overlay history state', () => {
  it('reads the open overlay from the location state', () => {
    expect(overlayIn({ overlay: 'search' })).toBe('search')
    expect(overlayIn(null)).toBeNull()
    expect(overlayIn('search')).toBeNull()
    expect(overlayIn({ overlay: 3 })).toBeNull()
  })

  it('opens one overlay at a time and keeps the other state', () => {
    expect(withOverlay(null, 'menu')).toEqual({ overlay: 'menu' })
    expect(withOverlay({ overlay: 'menu', from: 'x' }, 'search')).toEqual({ overlay: 'search', from: 'x' })
  })

  it('closing removes only the overlay', () => {
    expect(withOverlay({ overlay: 'search', from: 'x' }, null)).toEqual({ from: 'x' })
    expect(withOverlay(undefined, null)).toEqual({})
  })
})
