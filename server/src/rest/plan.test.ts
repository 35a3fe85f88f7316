import { describe, expect, it } from 'vitest'
import { needsRefresh, paging, planRequest } from './plan.ts'
import { parseQuery } from './parse-query.ts'
import { parseRequest, type RestTarget } from './request.ts'
import { articles, refusal, requestInput } from './request-fixture.ts'
import { schemaCache as cache } from './schema-fixture.ts'
import { statementSql } from './statement-sql.ts'

function parsed(method: string, target: RestTarget, query = '', headers: Record<string, string> = {}, body = '') {
  return parseRequest(requestInput(method, target, query, headers), body)
}

describe('needsRefresh', () => {
  it('asks for a reload when the target is not in the cache', () => {
    expect(needsRefresh(parsed('GET', articles), cache)).toBe(false)
    expect(needsRefresh(parsed('GET', { kind: 'table', name: 'new_table' }), cache)).toBe(true)
    expect(needsRefresh(parsed('GET', { kind: 'rpc', name: 'is_admin' }), cache)).toBe(false)
    expect(needsRefresh(parsed('GET', { kind: 'rpc', name: 'articles' }), cache)).toBe(true)
  })
})

describe('paging', () => {
  const req = (query: string, range?: { first: number; last?: number }) => ({ query: parseQuery(new URLSearchParams(query)), range })

  it('caps every read at max rows', () => {
    expect(paging(req(''), 1000)).toEqual({ limit: 1000, offset: 0 })
    expect(paging(req('limit=5000'), 1000)).toEqual({ limit: 1000, offset: 0 })
    expect(paging(req('limit=5&offset=10'), 1000)).toEqual({ limit: 5, offset: 10 })
  })

  it('reads the Range header only without limit and offset', () => {
    expect(paging(req('', { first: 10, last: 19 }), 1000)).toEqual({ limit: 10, offset: 10 })
    expect(paging(req('', { first: 10 }), 1000)).toEqual({ limit: 1000, offset: 10 })
    expect(paging(req('limit=2', { first: 10, last: 19 }), 1000)).toEqual({ limit: 2, offset: 0 })
    expect(refusal(() => paging(req('', { first: 5, last: 4 }), 1000)).code).toBe('PGRST103')
  })
})

describe('planRequest', () => {
  it('plans a table read: read-only, its Content-Location without the apikey', () => {
    const plan = planRequest(parsed('GET', articles, 'select=id&apikey=k', { prefer: 'count=exact' }), cache)
    expect(plan).toMatchObject({ action: 'read', readOnly: true, count: true, single: false, contentLocation: '/articles?select=id' })
    expect(plan.shape).toEqual({ kind: 'read', offset: 0 })
    expect(statementSql(plan.statement, cache).sql).toContain('FROM "public"."articles" t0')
  })

  it('answers one object when Accept asks for it', () => {
    const plan = planRequest(parsed('GET', articles, '', { accept: 'application/vnd.pgrst.object+json' }), cache)
    expect(plan.single).toBe(true)
  })

  it('refuses an unknown table after the cache was refreshed, as PostgREST words it', () => {
    expect(refusal(() => planRequest(parsed('GET', { kind: 'table', name: 'nope' }), cache)).code).toBe('PGRST205')
  })

  it('looks the table up before it reads the rows of a write', () => {
    expect(refusal(() => planRequest(parsed('POST', { kind: 'table', name: 'nope' }, '', {}, '{bad'), cache)).code).toBe('PGRST205')
    expect(refusal(() => planRequest(parsed('POST', articles, '', {}, '{bad'), cache)).code).toBe('PGRST102')
  })

  it('plans writes with the status PostgREST gives each', () => {
    const insert = planRequest(parsed('POST', articles, '', { prefer: 'return=representation' }, '{"title":"t"}'), cache)
    expect(insert).toMatchObject({ action: 'insert', readOnly: false, returning: true })
    expect(insert.shape).toEqual({ kind: 'write', status: 201, representationStatus: 201, contentRange: 'star' })
    const update = planRequest(parsed('PATCH', articles, 'id=eq.1', {}, '{"title":"t"}'), cache)
    expect(update.shape).toEqual({ kind: 'write', status: 204, representationStatus: 200, contentRange: 'range' })
    const remove = planRequest(parsed('DELETE', articles, 'id=eq.1'), cache)
    expect(remove.shape).toEqual({ kind: 'write', status: 204, representationStatus: 200, contentRange: 'star' })
  })

  it('reads the body, then negotiates the media type and strict preferences; the SQL step checks the columns', () => {
    const csv = { accept: 'text/csv', prefer: 'handling=strict, bogus' }
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', csv, '{bad'), cache)).code).toBe('PGRST102')
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', csv, '{"nope":1}'), cache)).code).toBe('PGRST107')
    const strict = { prefer: 'handling=strict, bogus' }
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', strict, '{"nope":1}'), cache)).code).toBe('PGRST122')
    const unknownColumn = planRequest(parsed('PATCH', articles, 'id=eq.1', {}, '{"nope":1}'), cache)
    expect(refusal(() => statementSql(unknownColumn.statement, cache)).code).toBe('PGRST204')
  })

  it('plans /rpc/ calls by what the function returns', () => {
    expect(planRequest(parsed('POST', { kind: 'rpc', name: 'touch' }), cache)).toMatchObject({ readOnly: false, shape: { kind: 'rpc-void' } })
    expect(planRequest(parsed('GET', { kind: 'rpc', name: 'is_admin' }), cache)).toMatchObject({ readOnly: true, shape: { kind: 'rpc-scalar' } })
    const search = planRequest(parsed('POST', { kind: 'rpc', name: 'search' }, '', {}, '{"q":"x"}'), cache)
    expect(search).toMatchObject({ readOnly: true, shape: { kind: 'rpc-rows', offset: 0, returnsSet: true } })
  })

  it('refuses a strict max-affected on a function that returns one row', () => {
    const req = parsed('POST', { kind: 'rpc', name: 'is_admin' }, '', { prefer: 'handling=strict, max-affected=1' }, '{}')
    expect(refusal(() => planRequest(req, cache)).code).toBe('PGRST128')
  })

  it('leaves the checks made while writing SQL to the SQL step', () => {
    const everything = planRequest(parsed('DELETE', articles), cache)
    expect(everything.statement.kind).toBe('delete')
    expect(refusal(() => statementSql(everything.statement, cache)).code).toBe('21000')
    const unknownColumn = planRequest(parsed('GET', articles, 'select=nope'), cache)
    expect(refusal(() => statementSql(unknownColumn.statement, cache)).code).toBe('42703')
  })
})
