import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJson } from './json.ts'

describe('parseJson', () => {
  it('parses ordinary JSON', () => {
    expect(parseJson('{"a":[1,{"b":"[[[["}]}')).toEqual({ a: [1, { b: '[[[[' }] })
  })

  it('refuses nesting past the limit with a SyntaxError, as for any bad JSON', () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    expect(() => parseJson(deep)).toThrow(SyntaxError)
    const ok = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)
    expect(() => parseJson(ok)).not.toThrow()
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ s: '{'.repeat(100) + '\\"[[[' }), 3)).toBe(false)
    expect(nestsDeeperThan('{"a":{"b":{"c":{}}}}', 3)).toBe(true)
  })
})
