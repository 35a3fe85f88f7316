import { describe, expect, it } from 'vitest'
import { loadMorePages } from './load-more-pages.ts'

describe('the Load more pages the category bench times', () => {
  it('takes a full page in the middle and the last page of a large category', () => {
    expect(loadMorePages(7_143, 12)).toEqual([
      { name: 'middle', offset: 3_564, rows: 12, more: true },
      { name: 'last', offset: 7_140, rows: 3, more: false },
    ])
    expect(loadMorePages(48, 12)).toEqual([
      { name: 'middle', offset: 24, rows: 12, more: true },
      { name: 'last', offset: 36, rows: 12, more: false },
    ])
    expect(loadMorePages(25, 12)).toEqual([
      { name: 'middle', offset: 12, rows: 12, more: true },
      { name: 'last', offset: 24, rows: 1, more: false },
    ])
  })

  it('has no middle page when the last page is the only Load more page or the next one', () => {
    expect(loadMorePages(13, 12)).toEqual([{ name: 'last', offset: 12, rows: 1, more: false }])
    expect(loadMorePages(23, 12)).toEqual([{ name: 'last', offset: 12, rows: 11, more: false }])
    // The middle of 24 cards is page 2, which is also the last: it must not be called full with more to come.
    expect(loadMorePages(24, 12)).toEqual([{ name: 'last', offset: 12, rows: 12, more: false }])
  })

  it('has no page at all when the category fits on its first page', () => {
    expect(loadMorePages(12, 12)).toEqual([])
    expect(loadMorePages(7, 12)).toEqual([])
    expect(loadMorePages(1, 12)).toEqual([])
  })

  it('never points before the first card', () => {
    for (let total = 1; total <= 200; total += 1) {
      for (const page of loadMorePages(total, 12)) {
        expect(page.offset).toBeGreaterThanOrEqual(12)
        expect(page.offset + page.rows).toBeLessThanOrEqual(total)
        expect(page.more).toBe(page.offset + page.rows < total)
      }
    }
  })
})
