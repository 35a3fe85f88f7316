import { describe, expect, it } from 'vitest'
import { parseBody, parseHead, parseRange, unroutable } from './request.ts'
import { articles, parseRequest, refusal, requestInput as input } from './request-fixture.ts'

describe('parseHead', () => {
  it('names the action by method and target', () => {
    expect(parseHead(input('GET', articles)).action).toBe('read')
    expect(parseHead(input('HEAD', articles)).action).toBe('read')
    expect(parseHead(input('POST', articles)).action).toBe('insert')
    expect(parseHead(input('PATCH', articles)).action).toBe('update')
    expect(parseHead(input('DELETE', articles)).action).toBe('delete')
    expect(parseHead(input('GET', { kind: 'rpc', name: 'f' })).action).toBe('rpc')
  })

  it('reads a body for POST and PATCH only', () => {
    expect(parseHead(input('POST', articles)).needsBody).toBe(true)
    expect(parseHead(input('POST', { kind: 'rpc', name: 'f' })).needsBody).toBe(true)
    expect(parseHead(input('PATCH', articles)).needsBody).toBe(true)
    expect(parseHead(input('DELETE', articles)).needsBody).toBe(false)
    expect(parseHead(input('GET', { kind: 'rpc', name: 'f' })).needsBody).toBe(false)
  })

  it('accepts only the public profile, by Accept-Profile on reads and Content-Profile on writes', () => {
    expect(parseHead(input('GET', articles, '', { 'accept-profile': 'public' })).profile).toBe('public')
    expect(refusal(() => parseHead(input('GET', articles, '', { 'accept-profile': 'auth' }))).code).toBe('PGRST106')
    expect(refusal(() => parseHead(input('POST', articles, '', { 'content-profile': 'auth' }))).code).toBe('PGRST106')
    // A write's Accept-Profile is not its profile.
    expect(parseHead(input('DELETE', articles, '', { 'accept-profile': 'auth' })).profile).toBeUndefined()
  })

  it('checks the profile before the query string, and the query string before the Content-Type', () => {
    const both = input('POST', articles, 'select=(', { 'content-profile': 'auth', 'content-type': 'text/csv' })
    expect(refusal(() => parseHead(both)).code).toBe('PGRST106')
    const queryAndType = input('POST', articles, 'select=(', { 'content-type': 'application/xml' })
    expect(refusal(() => parseHead(queryAndType)).code).toBe('PGRST100')
    expect(refusal(() => parseHead(input('POST', articles, '', { 'content-type': 'application/xml' }))).code).toBe('PGRST102')
  })

  it('takes /rpc/ GET arguments from params that are not filters', () => {
    const head = parseHead(input('GET', { kind: 'rpc', name: 'search' }, 'q=news&id=eq.3'))
    expect([...head.query.args]).toEqual([['q', 'news']])
    expect(head.query.filters).toHaveLength(1)
  })

  it('refuses ?columns= on an /rpc/ POST', () => {
    expect(refusal(() => parseHead(input('POST', { kind: 'rpc', name: 'f' }, 'columns=a'))).details).toBe(
      'The columns parameter on /rpc is not implemented by the local stand-in',
    )
  })

  it('keeps the query string without the gateway apikey for Content-Location', () => {
    expect(parseHead(input('GET', articles, 'apikey=k&select=id&id=eq.1')).search).toBe('?select=id&id=eq.1')
    expect(parseHead(input('GET', articles, 'apikey=k')).search).toBe('')
  })
})

describe('parseRange', () => {
  it('reads first-last and first-, and ignores anything else', () => {
    expect(parseRange('0-9')).toEqual({ first: 0, last: 9 })
    expect(parseRange(' 5- ')).toEqual({ first: 5 })
    expect(parseRange('items=0-9')).toBeUndefined()
    expect(parseRange(undefined)).toBeUndefined()
  })
})

describe('parseBody', () => {
  it('reads an /rpc/ POST body into argument names, the raw JSON kept for SQL', () => {
    const req = parseRequest(input('POST', { kind: 'rpc', name: 'search' }), '{"q":"x","n":1}')
    expect(req.rpc).toEqual({ via: 'body', raw: '{"q":"x","n":1}', keys: ['q', 'n'] })
  })

  it('leaves a table body raw: its rows are read once the table is known', () => {
    const req = parseRequest(input('POST', articles), 'not json')
    expect(req.body).toBe('not json')
    expect(req.rpc).toBeUndefined()
  })

  it('refuses the Prefer values the stand-in does not serve, per action', () => {
    const head = (prefer: string, method = 'GET') => parseHead(input(method, articles, '', { prefer }))
    const refused = (prefer: string, method?: string) => refusal(() => parseBody(head(prefer, method), '[]')).details
    expect(refused('count=planned')).toBe('Prefer: count=planned is not implemented by the local stand-in')
    expect(refused('timezone=UTC')).toBe('Prefer: timezone=UTC is not implemented by the local stand-in')
    expect(refused('resolution=merge-duplicates', 'POST')).toBe('Upsert (Prefer: resolution=merge-duplicates) is not implemented by the local stand-in')
    expect(refused('return=headers-only', 'POST')).toBe('Prefer: return=headers-only is not implemented by the local stand-in')
    expect(parseBody(head('return=headers-only', 'PATCH'), '{}').prefs.return).toBe('headers-only')
    expect(parseBody(head('count=exact, tx=rollback'), '').prefs).toMatchObject({ count: 'exact', tx: 'rollback' })
  })

  it('reads an /rpc/ body before the Prefer header, as PostgREST does', () => {
    const head = parseHead(input('POST', { kind: 'rpc', name: 'f' }, '', { prefer: 'count=planned' }))
    expect(refusal(() => parseBody(head, '[1]')).details).toContain('not an object')
  })
})

describe('unroutable', () => {
  it('answers as PostgREST for paths and methods no route serves', () => {
    expect(unroutable('GET', 'a/b').code).toBe('PGRST125')
    expect(unroutable('GET', 'articles/').code).toBe('PGRST125')
    expect(unroutable('PUT', 'rpc/f').code).toBe('PGRST101')
    expect(unroutable('GET', '').details).toBe('The OpenAPI description at the root path is not implemented by the local stand-in')
    expect(unroutable('POST', '').code).toBe('PGRST117')
  })
})
