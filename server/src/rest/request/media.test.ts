import { describe, expect, it } from 'vitest'
import { RestError } from '../errors.ts'
import { checkContentType, decodeMediaType, negotiate, parseAccept } from './media.ts'

function error(fn: () => unknown): RestError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(RestError)
    return e as RestError
  }
  throw new Error('expected an error')
}

const none = new Set<string>()

describe('parseAccept', () => {
  it('orders by q, then specificity, keeping the order of equals', () => {
    expect(parseAccept('text/csv;q=0.5, application/json')).toEqual(['application/json', 'text/csv'])
    expect(parseAccept('*/*, application/vnd.pgrst.object+json')).toEqual(['application/vnd.pgrst.object+json', '*/*'])
    expect(parseAccept('text/html, application/json')).toEqual(['text/html', 'application/json'])
  })
})

describe('decodeMediaType', () => {
  it('reads the types PostgREST knows, case-insensitively, with nulls=stripped', () => {
    expect(decodeMediaType('Application/JSON; charset=utf-8').kind).toBe('json')
    expect(decodeMediaType('application/vnd.pgrst.object+json').kind).toBe('object')
    expect(decodeMediaType('application/vnd.pgrst.object').kind).toBe('object')
    expect(decodeMediaType('application/vnd.pgrst.object+json;nulls=stripped').kind).toBe('stripped')
    expect(decodeMediaType('application/vnd.pgrst.array+json').kind).toBe('json')
    expect(decodeMediaType('application/vnd.pgrst.plan+json; for="application/json"').kind).toBe('plan')
    expect(decodeMediaType('text/csv').kind).toBe('csv')
    expect(decodeMediaType('application/*').kind).toBe('other')
  })
})

describe('negotiate', () => {
  it('answers JSON or the singular object', () => {
    expect(negotiate(undefined, none)).toBe('json')
    expect(negotiate('*/*', none)).toBe('json')
    expect(negotiate('application/json', none)).toBe('json')
    expect(negotiate('application/vnd.pgrst.object+json', none)).toBe('object')
    expect(negotiate('text/html, */*;q=0.8', none)).toBe('json')
    expect(negotiate('application/vnd.pgrst.plan, application/json', none)).toBe('json')
  })

  it('refuses what PostgREST would answer in another format (406 PGRST107)', () => {
    for (const accept of ['text/csv', 'application/geo+json', 'application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.array+json;nulls=stripped', 'text/csv, application/json']) {
      const e = error(() => negotiate(accept, none))
      expect(e.status, accept).toBe(406)
      expect(e.code, accept).toBe('PGRST107')
      expect(e.details, accept).toContain('local stand-in')
    }
    expect(error(() => negotiate('text/plain', new Set(['text/plain']))).details).toContain('local stand-in')
  })

  it('answers types nobody produces exactly as PostgREST does', () => {
    const e = error(() => negotiate('application/xml, application/vnd.pgrst.plan', none))
    expect(e.body()).toEqual({
      code: 'PGRST107',
      message: 'None of these media types are available: application/xml, application/vnd.pgrst.plan',
      details: null,
      hint: null,
    })
    expect(error(() => negotiate('application/*', none)).code).toBe('PGRST107')
  })
})

describe('checkContentType', () => {
  it('accepts JSON or no content type', () => {
    expect(() => checkContentType(undefined, false)).not.toThrow()
    expect(() => checkContentType('application/json', false)).not.toThrow()
    expect(() => checkContentType('application/json;charset=UTF-8', true)).not.toThrow()
  })

  it('refuses bodies PostgREST would parse, and answers the rest as PostgREST (PGRST102)', () => {
    expect(error(() => checkContentType('text/csv', false)).code).toBe('PGRST127')
    expect(error(() => checkContentType('application/x-www-form-urlencoded', true)).code).toBe('PGRST127')
    expect(error(() => checkContentType('text/plain', true)).code).toBe('PGRST127')
    expect(error(() => checkContentType('text/plain', false)).body()).toMatchObject({ code: 'PGRST102', message: 'Content-Type not acceptable: text/plain' })
    expect(error(() => checkContentType('application/xml', false)).message).toBe('Content-Type not acceptable: application/xml')
  })
})
