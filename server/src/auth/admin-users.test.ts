import { describe, expect, it } from 'vitest'
import { paginationLink, parseBanDuration } from './admin-users.ts'
import { mergeMetadata } from './user-update.ts'

describe('parseBanDuration', () => {
  it('reads Go durations and none', () => {
    expect(parseBanDuration('876000h')).toBe(876_000 * 3_600_000)
    expect(parseBanDuration('1h30m')).toBe(5_400_000)
    expect(parseBanDuration('none')).toBe(0)
    expect(() => parseBanDuration('forever')).toThrow(/invalid format for ban duration/)
    expect(() => parseBanDuration('1h junk')).toThrow(/invalid format/)
  })
})

describe('mergeMetadata', () => {
  it('sets keys and removes those given as null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 })
    expect(mergeMetadata(null, { a: 1 })).toEqual({ a: 1 })
  })
})

describe('paginationLink', () => {
  it('names the next and last pages as GoTrue does', () => {
    expect(paginationLink('/admin/users', { page: 1, perPage: 50, total: 120 })).toBe(
      '</admin/users?page=2&per_page=50>; rel="next", </admin/users?page=3&per_page=50>; rel="last"',
    )
    expect(paginationLink('/admin/users', { page: 3, perPage: 50, total: 120 })).toBe('</admin/users?page=3&per_page=50>; rel="last"')
  })
})
