import { describe, expect, it } from 'vitest'
import { containsAnyFilter } from './postgrest-filter.ts'

describe('containsAnyFilter', () => {
  it('matches any of the columns with a quoted ilike pattern', () => {
    expect(containsAnyFilter(['title', 'excerpt'], 'Budget')).toBe('title.ilike."%Budget%",excerpt.ilike."%Budget%"')
  })

  it('neutralises LIKE wildcards and PostgREST filter syntax', () => {
    expect(containsAnyFilter(['title'], '50% off_now*')).toBe('title.ilike."%50_ off_now_%"')
    expect(containsAnyFilter(['title'], 'a,b(c)"d\\e:f')).toBe('title.ilike."%a_b_c__d_e_f%"')
  })

  it('cannot break out of the or() list into another condition', () => {
    const filter = containsAnyFilter(['title'], 'x"),id.eq.1,title.ilike.("')
    expect(filter.match(/"/g)).toHaveLength(2)
    expect(filter).toBe('title.ilike."%x___id.eq.1_title.ilike.__%"')
  })

  it('keeps dots and spaces as plain text inside the quotes', () => {
    expect(containsAnyFilter(['excerpt'], 'U.S. rates')).toBe('excerpt.ilike."%U.S. rates%"')
  })
})
