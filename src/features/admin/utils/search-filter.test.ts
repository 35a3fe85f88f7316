import { describe, expect, it } from 'vitest'
import { effectiveSearchTerm, titleOrExcerptFilter } from './search-filter.ts'

describe('effectiveSearchTerm', () => {
  it('needs at least three characters after trimming', () => {
    expect(effectiveSearchTerm('ab')).toBeNull()
    expect(effectiveSearchTerm('  ab  ')).toBeNull()
    expect(effectiveSearchTerm(' abc ')).toBe('abc')
  })
})

describe('titleOrExcerptFilter', () => {
  it('matches title or excerpt with ilike', () => {
    expect(titleOrExcerptFilter('budget')).toBe('title.ilike.*budget*,excerpt.ilike.*budget*')
  })
  it('cannot break out of the or() list or inject wildcards', () => {
    expect(titleOrExcerptFilter('a,b),id.eq.1')).toBe('title.ilike.*a_b__id.eq.1*,excerpt.ilike.*a_b__id.eq.1*')
    expect(titleOrExcerptFilter('100% "sure"*')).toBe('title.ilike.*100_ _sure__*,excerpt.ilike.*100_ _sure__*')
  })
})
