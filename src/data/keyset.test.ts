import { describe, expect, it } from 'vitest'
import { afterKey, allOf, keysetPage, quoted } from './keyset.ts'

describe('quoted', () => {
  it('quotes a timestamp so its ":" and "+" stay one value', () => {
    expect(quoted('2024-06-01T12:00:00.123456+00:00')).toBe('"2024-06-01T12:00:00.123456+00:00"')
  })
  it('escapes quotes and backslashes', () => {
    expect(quoted('a"b\\c')).toBe('"a\\"b\\\\c"')
  })
})

describe('afterKey', () => {
  const cursor = { value: '2024-06-01T12:00:00+00:00', id: '0f8fad5b-d9cb-469f-a165-70867728950e' }

  it('gives the index a start key and settles equal values by id, for (column desc, id desc)', () => {
    expect(afterKey('created_at', cursor)).toEqual([
      'created_at.lte."2024-06-01T12:00:00+00:00"',
      'or(created_at.lt."2024-06-01T12:00:00+00:00",and(created_at.eq."2024-06-01T12:00:00+00:00",id.lt.0f8fad5b-d9cb-469f-a165-70867728950e))',
    ])
  })

  it('goes into one and(…) tree with other conditions', () => {
    expect(allOf(['or(title.ilike.*x*)', ...afterKey('publish_date', cursor)])).toBe(
      'and(or(title.ilike.*x*),publish_date.lte."2024-06-01T12:00:00+00:00",' +
        'or(publish_date.lt."2024-06-01T12:00:00+00:00",and(publish_date.eq."2024-06-01T12:00:00+00:00",id.lt.0f8fad5b-d9cb-469f-a165-70867728950e)))',
    )
  })
})

describe('keysetPage', () => {
  it('shows pageSize rows and says another page follows when one more was read', () => {
    expect(keysetPage([1, 2, 3, 4], 3)).toEqual({ rows: [1, 2, 3], hasMore: true })
  })
  it('is the last page when no extra row came back', () => {
    expect(keysetPage([1, 2, 3], 3)).toEqual({ rows: [1, 2, 3], hasMore: false })
    expect(keysetPage([], 3)).toEqual({ rows: [], hasMore: false })
  })
})
