import { describe, expect, it } from 'vitest'
import { needsRefresh, paging, planRequest } from './plan.ts'
import { parseQuery } from '../request/parse-query.ts'
import type { RestTarget } from '../request/request.ts'
import { articles, parseRequest, refusal, requestInput } from '../request/request-fixture.ts'
import { schemaCache as cache } from '../schema/schema-fixture.ts'
import { statementSql } from '../query/statement-sql.ts'

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
    expect(statementSql(plan.statement).sql).toContain('FROM "public"."articles" t0')
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

  it('reads the body, then negotiates the media type and strict preferences, then checks the columns', () => {
    const csv = { accept: 'text/csv', prefer: 'handling=strict, bogus' }
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', csv, '{bad'), cache)).code).toBe('PGRST102')
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', csv, '{"nope":1}'), cache)).code).toBe('PGRST107')
    const strict = { prefer: 'handling=strict, bogus' }
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', strict, '{"nope":1}'), cache)).code).toBe('PGRST122')
    expect(refusal(() => planRequest(parsed('PATCH', articles, 'id=eq.1', {}, '{"nope":1}'), cache)).code).toBe('PGRST204')
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

  it('resolves every name in the plan, so that writing the SQL cannot fail', () => {
    expect(refusal(() => planRequest(parsed('DELETE', articles), cache)).code).toBe('21000')
    expect(refusal(() => planRequest(parsed('GET', articles, 'select=nope'), cache)).code).toBe('42703')
    expect(refusal(() => planRequest(parsed('GET', articles, 'order=nope'), cache)).code).toBe('42703')
    expect(refusal(() => planRequest(parsed('GET', articles, 'or=(nope.eq.1)'), cache)).code).toBe('42703')
    expect(refusal(() => planRequest(parsed('GET', articles, 'select=id,users(id)'), cache)).code).toBe('PGRST200')
    expect(refusal(() => planRequest(parsed('GET', { kind: 'rpc', name: 'is_admin' }, 'select=x'), cache)).code).toBe('PGRST127')
  })

  it('names faults in the order the SQL would: written columns, filters, then the select list', () => {
    const representation = { prefer: 'return=representation' }
    const patch = (query: string, body: string) => refusal(() => planRequest(parsed('PATCH', articles, query, representation, body), cache)).code
    expect(patch('select=users(id)&nope=eq.1', '{"nope":1}')).toBe('PGRST204')
    expect(patch('select=users(id)&nope=eq.1', '{"title":"t"}')).toBe('42703')
    expect(patch('select=users(id)&id=eq.1', '{"title":"t"}')).toBe('PGRST200')
    expect(refusal(() => planRequest(parsed('GET', articles, 'select=users(id)&nope=eq.1'), cache)).code).toBe('PGRST200')
    expect(refusal(() => planRequest(parsed('GET', articles, 'select=nope,users(id)'), cache)).code).toBe('42703')
  })

  it('resolves the select list of a write only when it returns a representation', () => {
    const minimal = planRequest(parsed('DELETE', articles, 'select=nope&id=eq.1'), cache)
    expect(minimal.statement).toMatchObject({ kind: 'delete', select: [] })
    const full = planRequest(parsed('DELETE', articles, 'select=id&id=eq.1', { prefer: 'return=representation' }), cache)
    expect(full.statement).toMatchObject({ kind: 'delete', select: [{ type: 'column', column: 'id', as: 'id' }] })
    // An empty PATCH body writes nothing, so its filters are not needed.
    const empty = planRequest(parsed('PATCH', articles, '', {}, '{}'), cache)
    expect(empty.statement).toMatchObject({ kind: 'update', filters: [] })
  })

  it('resolves a call: its arguments matched to the parameters, its result to columns', () => {
    const search = planRequest(parsed('POST', { kind: 'rpc', name: 'search' }, 'select=slug&title=eq.x', {}, '{"q":"x"}'), cache)
    if (search.statement.kind !== 'rpc') throw new Error('expected a call')
    expect(search.statement.call).toEqual({ kind: 'body', raw: '{"q":"x"}', params: [{ name: 'q', type: 'text', hasDefault: false }] })
    expect(search.statement.result).toEqual({
      kind: 'rows',
      query: { select: [{ type: 'column', column: 'slug', as: 'slug' }], filters: [{ type: 'filter', column: 'title', negate: false, op: 'eq', value: { kind: 'scalar', value: 'x' } }], order: [] },
    })
    const byQuery = planRequest(parsed('GET', { kind: 'rpc', name: 'search' }, 'q=x'), cache)
    expect(byQuery.statement).toMatchObject({ call: { kind: 'query', args: [{ param: { name: 'q' }, value: 'x' }] } })
    const whole = planRequest(parsed('POST', { kind: 'rpc', name: 'whole' }, '', {}, '{"a":1}'), cache)
    expect(whole.statement).toMatchObject({ call: { kind: 'whole-body', type: 'jsonb', raw: '{"a":1}' }, result: { kind: 'scalar' } })
  })
})

describe('the resolved embeds of a plan', () => {
  const select = (target: RestTarget, query: string) => {
    const plan = planRequest(parsed('GET', target, query), cache)
    if (plan.statement.kind !== 'read') throw new Error('expected a read')
    return plan.statement.query.select
  }
  const comments: RestTarget = { kind: 'table', name: 'comments' }
  const fk = cache.foreignKeys[0]

  it('resolves a to-many embed to the foreign key it goes through, and its select list against the target', () => {
    const [id, embed] = select(articles, 'select=id,remarks:comments(id,state:status)')
    expect(id).toEqual({ type: 'column', column: 'id', as: 'id' })
    expect(embed).toEqual({
      type: 'embed',
      as: 'remarks',
      relationship: { target: cache.tables.get('comments'), toOne: false, fk, pairs: [['id', 'article_id']], cardinality: 'one-to-many' },
      body: { kind: 'rows', select: [{ type: 'column', column: 'id', as: 'id' }, { type: 'column', column: 'status', as: 'state' }] },
    })
  })

  it('resolves a to-one embed named by the table or by the foreign-key column, nested embeds within it', () => {
    const expected = { target: cache.tables.get('articles'), toOne: true, fk, pairs: [['article_id', 'id']], cardinality: 'many-to-one' }
    expect(select(comments, 'select=articles(title)')).toMatchObject([{ type: 'embed', as: 'articles', relationship: expected }])
    const [nested] = select(comments, 'select=article_id(title,comments(count))')
    expect(nested).toMatchObject({ as: 'article_id', relationship: expected })
    if (nested?.type !== 'embed' || nested.body.kind !== 'rows') throw new Error('expected an embed with rows')
    expect(nested.body.select[1]).toMatchObject({ type: 'embed', as: 'comments', relationship: { cardinality: 'one-to-many' }, body: { kind: 'count' } })
  })

  it('keeps an embed with an empty select list, which the SQL leaves out', () => {
    expect(select(articles, 'select=id,comments()')[1]).toMatchObject({ type: 'embed', body: { kind: 'rows', select: [] } })
  })

  it('refuses embeds it cannot resolve as PostgREST does', () => {
    expect(refusal(() => select(articles, 'select=users(id)')).code).toBe('PGRST200')
    expect(refusal(() => select(articles, 'select=comments(id),comments(count)')).code).toBe('42712')
    expect(refusal(() => select(articles, 'select=comments(nope)')).code).toBe('42703')
  })
})
