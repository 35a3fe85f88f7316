import { describe, expect, it } from 'vitest'
import { RestError } from '../errors.ts'
import { readInsertBody, readRpcBody, readUpdateBody } from './payload.ts'

function code(fn: () => unknown): string {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(RestError)
    return (e as RestError).code
  }
  throw new Error('expected an error')
}

describe('readInsertBody', () => {
  it('reads an object, or an array of objects with the same keys', () => {
    expect(readInsertBody('{"a":1}', undefined)).toEqual({ rows: [{ a: 1 }], columns: ['a'] })
    expect(readInsertBody('[{"a":1,"b":2},{"b":3,"a":4}]', undefined).columns).toEqual(['a', 'b'])
    expect(code(() => readInsertBody('[{"a":1},{"b":2}]', undefined))).toBe('PGRST102')
    expect(code(() => readInsertBody('[1,2]', undefined))).toBe('PGRST102')
  })

  it('treats other JSON values as an empty array, as PostgREST does', () => {
    expect(readInsertBody('5', undefined)).toEqual({ rows: [], columns: [] })
    expect(readInsertBody('null', undefined)).toEqual({ rows: [], columns: [] })
    expect(readInsertBody('[]', undefined)).toEqual({ rows: [], columns: [] })
  })

  it('takes the columns from ?columns= when given', () => {
    expect(readInsertBody('[{"a":1},{"b":2}]', ['a', 'b'])).toEqual({ rows: [{ a: 1 }, { b: 2 }], columns: ['a', 'b'] })
  })

  it('answers an empty or broken body with PGRST102', () => {
    expect(code(() => readInsertBody('', undefined))).toBe('PGRST102')
    expect(code(() => readInsertBody('{', undefined))).toBe('PGRST102')
  })
})

describe('readUpdateBody', () => {
  it('reads an object; no keys, a scalar or [] write nothing; a row array is refused', () => {
    expect(readUpdateBody('{"a":1}')).toEqual({ a: 1 })
    expect(readUpdateBody('5')).toEqual({})
    expect(readUpdateBody('[]')).toEqual({})
    expect(code(() => readUpdateBody('[{"a":1}]'))).toBe('PGRST127')
  })
})

describe('readRpcBody', () => {
  it('reads named arguments; an empty body is none; other JSON values are refused', () => {
    expect([...readRpcBody('{"a":1}')]).toEqual([['a', 1]])
    expect(readRpcBody('').size).toBe(0)
    expect(code(() => readRpcBody(' '))).toBe('PGRST102')
    expect(code(() => readRpcBody('[1]'))).toBe('PGRST127')
  })
})
