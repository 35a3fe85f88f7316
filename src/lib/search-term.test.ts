import { describe, expect, it } from 'vitest'
import { isSearchable, normaliseSearchTerm, searchPattern } from './search-term.ts'

describe('search term', () => {
  it('needs at least three characters after trimming', () => {
    expect(isSearchable('ab')).toBe(false)
    expect(isSearchable('  ab  ')).toBe(false)
    expect(isSearchable('abc')).toBe(true)
  })
  it('collapses whitespace', () => {
    expect(normaliseSearchTerm('  rates   up \t again ')).toBe('rates up again')
  })
  it('wraps the term for a contains match', () => {
    expect(searchPattern('Budget')).toBe('%Budget%')
  })
  it('neutralises LIKE wildcards and PostgREST filter syntax', () => {
    expect(searchPattern('50% off_now')).toBe('%50_ off_now%')
    expect(searchPattern('a,b(c)*"d\\')).toBe('%a_b_c___d_%')
  })
})
