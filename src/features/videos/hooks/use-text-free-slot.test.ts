import { slotBottoms } from './use-text-free-slot.ts'

describe('slotBottoms', () => {
  it('steps up the right edge from above the Latest News tab, staying in the lower part of the screen', () => {
    // 844 high: a 44px control may rise until its top is 55% down (464px), so bottoms up to 336.
    expect(slotBottoms(844, 44, 60)).toEqual([60, 112, 164, 216, 268, 320])
  })

  it('always offers the first place, even on a very short screen', () => {
    expect(slotBottoms(120, 44, 60)).toEqual([60])
  })
})
