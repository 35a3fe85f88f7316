import { describe, expect, it } from 'vitest'
import { parseBearer } from './bearer.ts'

describe('parseBearer', () => {
  it('reads one token after the scheme, in any case, with surrounding spaces', () => {
    expect(parseBearer('Bearer a.b.c')).toEqual({ kind: 'token', token: 'a.b.c' })
    expect(parseBearer('bearer   a.b.c  ')).toEqual({ kind: 'token', token: 'a.b.c' })
    expect(parseBearer('BEARER x')).toEqual({ kind: 'token', token: 'x' })
  })

  it('has no token without the Bearer scheme or without a value', () => {
    for (const header of [undefined, '', 'Bearer', 'Bearer   ', 'Basic abc', 'Bearerabc', 'a.b.c']) {
      expect(parseBearer(header)).toEqual({ kind: 'absent' })
    }
  })

  it('keeps a value that is more than one token apart from a token', () => {
    expect(parseBearer('Bearer a b.c.d')).toEqual({ kind: 'malformed', value: 'a b.c.d' })
  })
})
