import { describe, expect, it, vi } from 'vitest'
import { BATCH_ROWS, clampPage, pageCount, pageOrTotal, pageRange, readInBatches } from './paging.ts'

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

describe('pageOrTotal', () => {
  const countAll = vi.fn(async () => ({ count: 31 }))

  it('returns the rows and the exact total of a page', async () => {
    const page = Promise.resolve({ data: ['a', 'b'], count: 31, error: null, status: 206 })
    expect(await pageOrTotal(page, countAll)).toEqual({ rows: ['a', 'b'], total: 31 })
    expect(countAll).not.toHaveBeenCalled()
  })

  it('answers a page past the end (PGRST103) with no rows and the current total', async () => {
    const page = Promise.resolve({ data: null, count: null, error: { code: 'PGRST103', message: 'Requested range not satisfiable' }, status: 416 })
    expect(await pageOrTotal(page, countAll)).toEqual({ rows: [], total: 31 })
  })

  it('throws any other failure with its HTTP status', async () => {
    const page = Promise.resolve({ data: null, count: null, error: { code: 'XX000', message: 'down' }, status: 503 })
    await expect(pageOrTotal(page, countAll)).rejects.toMatchObject({ code: 'XX000', status: 503 })
  })
})

describe('readInBatches', () => {
  const table = Array.from({ length: 2500 }, (_, index) => index)
  const reader = () => vi.fn(async (from: number, to: number) => ({ data: table.slice(from, to + 1) }))

  it('reads every row in batches of BATCH_ROWS', async () => {
    const read = reader()
    expect(await readInBatches(read)).toEqual(table)
    expect(read.mock.calls).toEqual([[0, BATCH_ROWS - 1], [BATCH_ROWS, 2 * BATCH_ROWS - 1], [2 * BATCH_ROWS, 3 * BATCH_ROWS - 1]])
  })

  it('stops at the maximum', async () => {
    const read = reader()
    expect(await readInBatches(read, 1500)).toEqual(table.slice(0, 1500))
    expect(read.mock.calls.at(-1)).toEqual([1000, 1499])
  })

  it('asks once more after an exactly full batch and stops on the empty answer', async () => {
    const read = vi.fn(async (from: number) => ({ data: from === 0 ? table.slice(0, BATCH_ROWS) : [] }))
    expect(await readInBatches(read)).toHaveLength(BATCH_ROWS)
    expect(read).toHaveBeenCalledTimes(2)
  })
})
