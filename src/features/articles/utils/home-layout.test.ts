import { describe, expect, it } from 'vitest'
import { placeAdSlots } from './home-layout.ts'

const isEmpty = (section: { n: number }) => section.n === 0
const order = (blocks: ReturnType<typeof placeAdSlots<{ id: string; n: number }>>) =>
  blocks.map((block) => (block.kind === 'ad' ? 'AD' : block.section.id))

describe('placeAdSlots', () => {
  it('puts a banner after every second section', () => {
    const sections = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, n: 3 }))
    expect(order(placeAdSlots(sections, 2, isEmpty))).toEqual(['a', 'b', 'AD', 'c', 'd', 'AD', 'e'])
  })

  it('hides empty sections and does not count them', () => {
    const sections = [
      { id: 'a', n: 1 }, { id: 'empty1', n: 0 }, { id: 'b', n: 2 }, { id: 'c', n: 1 }, { id: 'empty2', n: 0 }, { id: 'd', n: 5 },
    ]
    expect(order(placeAdSlots(sections, 2, isEmpty))).toEqual(['a', 'b', 'AD', 'c', 'd', 'AD'])
  })

  it('gives no ad when fewer than two sections are shown', () => {
    expect(order(placeAdSlots([{ id: 'a', n: 1 }, { id: 'b', n: 0 }], 2, isEmpty))).toEqual(['a'])
    expect(placeAdSlots([], 2, isEmpty)).toEqual([])
  })

  it('numbers the ad slots for stable keys', () => {
    const blocks = placeAdSlots(['a', 'b', 'c', 'd'].map((id) => ({ id, n: 1 })), 2, isEmpty)
    expect(blocks.filter((block) => block.kind === 'ad')).toEqual([{ kind: 'ad', index: 1 }, { kind: 'ad', index: 2 }])
  })
})
