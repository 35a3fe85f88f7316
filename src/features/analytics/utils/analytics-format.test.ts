import { formatCount, formatDay, sharePercent, total } from './analytics-format.ts'

describe('analytics formats', () => {
  it('writes counts, UTC days and shares as the tab shows them', () => {
    expect(formatCount(1234567)).toBe('1,234,567')
    expect(formatDay('2026-11-28')).toBe('Nov 28')
    expect(formatDay('2026-01-01')).toBe('Jan 1')
    expect(sharePercent(1, 3)).toBe('33%')
    expect(sharePercent(0, 0)).toBe('0%')
    expect(total([{ n: 2 }, { n: 5 }], (row) => row.n)).toBe(7)
  })
})
