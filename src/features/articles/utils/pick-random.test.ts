import { describe, expect, it } from 'vitest'
import { pickRandom } from './pick-random.ts'

describe('pickRandom', () => {
  it('returns distinct items from the list', () => {
    const items = ['a', 'b', 'c', 'd', 'e']
    for (let run = 0; run < 50; run++) {
      const picks = pickRandom(items, 2)
      expect(picks).toHaveLength(2)
      expect(new Set(picks).size).toBe(2)
      picks.forEach((pick) => expect(items).toContain(pick))
    }
  })

  it('returns fewer when the list is short, and never mutates it', () => {
    const items = ['only']
    expect(pickRandom(items, 2)).toEqual(['only'])
    expect(pickRandom([], 2)).toEqual([])
    expect(items).toEqual(['only'])
  })

  it('depends on the random source', () => {
    expect(pickRandom([1, 2, 3], 3, () => 0)).toEqual([2, 3, 1])
    expect(pickRandom([1, 2, 3], 3, () => 0.999)).toEqual([1, 2, 3])
  })
})
