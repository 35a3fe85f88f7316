import { describe, expect, it, vi } from 'vitest'
import { BATCH_ROWS, pageCount, readInBatches } from './paging.ts'

describe('pageCount', () => {
  it.each([
    [0, 1], [1, 1], [15, 1], [16, 2], [30, 2], [31, 3],
  ])('%i rows at 15 a page → %i pages', (total, pages) => {
    expect(pageCount(total, 15)).toBe(pages)
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
