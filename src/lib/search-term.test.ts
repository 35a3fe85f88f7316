import { describe, expect, it } from 'vitest'
import { isSearchable, normaliseSearchTerm, searchableTerm } from './search-term.ts'

describe('search term', () => {
  it('needs at least three characters after trimming', () => {
    expect(searchableTerm('ab')).toBeNull()
    expect(searchableTerm('  ab  ')).toBeNull()
    expect(searchableTerm(' abc ')).toBe('abc')
    expect(isSearchable('  ab  ')).toBe(false)
    expect(isSearchable('abc')).toBe(true)
  })
  it('collapses whitespace and caps the length', () => {
    expect(normaliseSearchTerm('  rates   up \t again ')).toBe('rates up again')
    expect(normaliseSearchTerm('x'.repeat(150))).toHaveLength(100)
  })
})
