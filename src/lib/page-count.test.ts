import { describe, expect, it } from 'vitest'
import { pageCount } from './page-count.ts'

describe('pageCount', () => {
  it.each([
    [0, 1], [1, 1], [15, 1], [16, 2], [30, 2], [31, 3],
  ])('%i rows at 15 a page → %i pages', (total, pages) => {
    expect(pageCount(total, 15)).toBe(pages)
  })
})
