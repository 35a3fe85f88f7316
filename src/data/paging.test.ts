import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageRange, splitPendingFirst } from './pagination.ts'

describe('pageCount', () => {
  it.each([
    [0, 1], [1, 1], [15, 1], [16, 2], [30, 2], [31, 3],
  ])('%i rows at 15 a page → %i pages', (total, pages) => {
    expect(pageCount(total, 15)).toBe(pages)
  })
})

describe('pageRange', () => {
  it('gives inclusive ranges for 1-based pages', () => {
    expect(pageRange(1, 15)).toEqual({ from: 0, to: 14 })
    expect(pageRange(3, 15)).toEqual({ from: 30, to: 44 })
  })
  it('treats pages below 1 as the first', () => {
    expect(pageRange(0, 15)).toEqual({ from: 0, to: 14 })
  })
})

describe('clampPage', () => {
  it('keeps a page that exists', () => expect(clampPage(2, 20, 15)).toBe(2))
  it('moves back when the last page emptied', () => expect(clampPage(3, 30, 15)).toBe(2))
  it('never goes below 1', () => expect(clampPage(-4, 0, 15)).toBe(1))
})

describe('splitPendingFirst', () => {
  it('reads only pending rows while the page is inside them', () => {
    expect(splitPendingFirst({ from: 0, to: 14 }, 40)).toEqual({ pending: { from: 0, to: 14 }, rest: null })
  })
  it('reads only moderated rows once past the pending ones', () => {
    expect(splitPendingFirst({ from: 30, to: 44 }, 10)).toEqual({ pending: null, rest: { from: 20, to: 34 } })
  })
  it('splits a page that straddles the boundary', () => {
    expect(splitPendingFirst({ from: 0, to: 14 }, 4)).toEqual({ pending: { from: 0, to: 3 }, rest: { from: 0, to: 10 } })
    expect(splitPendingFirst({ from: 15, to: 29 }, 20)).toEqual({ pending: { from: 15, to: 19 }, rest: { from: 0, to: 9 } })
  })
  it('reads only moderated rows when nothing is pending', () => {
    expect(splitPendingFirst({ from: 0, to: 14 }, 0)).toEqual({ pending: null, rest: { from: 0, to: 14 } })
  })
  it('ends exactly at the boundary without an empty rest range', () => {
    expect(splitPendingFirst({ from: 0, to: 14 }, 15)).toEqual({ pending: { from: 0, to: 14 }, rest: null })
  })
})
