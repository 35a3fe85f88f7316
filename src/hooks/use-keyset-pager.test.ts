import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useKeysetPager } from './use-keyset-pager.ts'

// Rows that are their own cursors.
const asCursor = (row: string) => row

describe('useKeysetPager', () => {
  it('starts on page 1 with no cursor, and Next/Previous walk a stack of cursors', () => {
    const { result } = renderHook(() => useKeysetPager(asCursor))
    expect(result.current).toMatchObject({ page: 1, after: null })
    act(() => result.current.next('a'))
    act(() => result.current.next('b'))
    expect(result.current).toMatchObject({ page: 3, after: 'b' })
    act(() => result.current.previous())
    expect(result.current).toMatchObject({ page: 2, after: 'a' })
    act(() => result.current.previous())
    expect(result.current).toMatchObject({ page: 1, after: null })
  })

  it('starts again at page 1 when the filters change', () => {
    const { result, rerender } = renderHook(({ filters }) => useKeysetPager(asCursor, filters), { initialProps: { filters: 'x' } })
    act(() => result.current.next('a'))
    expect(result.current.page).toBe(2)
    rerender({ filters: 'y' })
    expect(result.current).toMatchObject({ page: 1, after: null })
  })

  it('steps back from a page that came back empty, but not from a placeholder or page 1', () => {
    // What the list shows for each page: page 3 has emptied, page 2 still has rows.
    const { result, rerender } = renderHook(({ emptied, placeholder }) => {
      const pager = useKeysetPager(asCursor)
      pager.stepBackIfEmptied({ data: { rows: emptied.includes(pager.page) ? [] : ['row'], hasMore: false }, isPlaceholderData: placeholder })
      return pager
    }, { initialProps: { emptied: [] as number[], placeholder: false } })
    act(() => result.current.next('a'))
    act(() => result.current.next('b'))
    rerender({ emptied: [3], placeholder: true })
    expect(result.current.page).toBe(3)
    rerender({ emptied: [3], placeholder: false })
    expect(result.current).toMatchObject({ page: 2, after: 'a' })
    rerender({ emptied: [1, 2, 3], placeholder: false })
    expect(result.current).toMatchObject({ page: 1, after: null })
  })

  it("gives the controls the page, 'of Y' from the total, Next from hasMore, and turns pages by the last row", () => {
    const { result } = renderHook(() => useKeysetPager(asCursor))
    const shown = { data: { rows: ['a', 'b'], hasMore: true }, isPlaceholderData: false }
    expect(result.current.controls(shown, 31)).toMatchObject({ page: 1, pageCount: 3, hasNext: true, busy: false })
    act(() => result.current.controls(shown, 31).onPageChange(2))
    expect(result.current).toMatchObject({ page: 2, after: 'b' })
    // A total that lags behind the pages walked still counts the page reached.
    expect(result.current.controls({ data: { rows: ['c'], hasMore: false }, isPlaceholderData: true }, 0))
      .toMatchObject({ page: 2, pageCount: 2, hasNext: false, busy: true })
    act(() => result.current.controls(shown, 31).onPageChange(1))
    expect(result.current).toMatchObject({ page: 1, after: null })
  })
})
