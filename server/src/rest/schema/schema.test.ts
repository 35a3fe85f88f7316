import { describe, expect, it } from 'vitest'
import { postgrestCallable, postgrestParams } from './schema.ts'

describe('functions as PostgREST lists them', () => {
  it('keeps all-unnamed functions only with one parameter of a body type', () => {
    expect(postgrestCallable(null, [])).toBe(true)
    for (const type of ['json', 'jsonb', 'text', 'xml', 'bytea']) expect(postgrestCallable(null, [type])).toBe(true)
    expect(postgrestCallable(null, ['integer'])).toBe(false)
    expect(postgrestCallable(null, ['messages'])).toBe(false)
    expect(postgrestCallable(null, ['text', 'text'])).toBe(false)
  })

  it('keeps every function with at least one name: its unnamed parameters are named ""', () => {
    expect(postgrestCallable(['', 'b'], ['integer', 'integer'])).toBe(true)
    expect(postgrestParams(['', 'b'], ['integer', 'text'], 1)).toEqual([
      { name: '', type: 'integer', hasDefault: false },
      { name: 'b', type: 'text', hasDefault: true },
    ])
  })

  it('takes names by position among the input types, as PostgREST zips them', () => {
    // f(OUT a int, IN b text): proargnames {a,b}, proargtypes {text} → PostgREST sees "a text".
    expect(postgrestParams(['a', 'b'], ['text'], 0)).toEqual([{ name: 'a', type: 'text', hasDefault: false }])
    expect(postgrestParams(null, ['jsonb'], 1)).toEqual([{ name: '', type: 'jsonb', hasDefault: true }])
  })
})
