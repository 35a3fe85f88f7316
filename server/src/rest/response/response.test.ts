import { describe, expect, it } from 'vitest'
import type { RestPlan, ResultShape } from '../plan/plan.ts'
import { contentRange, finishOutcome, shapeResult } from './response.ts'
import { refusal } from '../request/request-fixture.ts'
import { articles } from '../schema/schema-fixture.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

function plan(shape: ResultShape, extra: Partial<RestPlan> = {}): RestPlan {
  return {
    action: 'read',
    statement: { kind: 'read', table: articles, query: { select: [{ type: 'star' }], filters: [], order: [] }, options: { count: false, single: false } },
    readOnly: true,
    shape,
    prefs: { invalid: [] },
    count: false,
    single: false,
    returning: false,
    profile: undefined,
    isHead: false,
    ...extra,
  }
}

describe('contentRange', () => {
  it('writes first-last/total, or */total for no rows', () => {
    expect(contentRange(0, 3, null)).toBe('0-2/*')
    expect(contentRange(10, 5, 42)).toBe('10-14/42')
    expect(contentRange(0, 0, 0)).toBe('*/0')
  })
})

describe('shapeResult', () => {
  it('answers a read with its page, 206 when the count says there is more', () => {
    const all = shapeResult(plan({ kind: 'read', offset: 0 }), [{ total: null, page_total: '2', body: '[1,2]' }])
    expect(all).toEqual({ status: 200, body: '[1,2]', headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-1/*' } })
    const partial = shapeResult(plan({ kind: 'read', offset: 0 }, { count: true }), [{ total: '5', page_total: '2', body: '[1,2]' }])
    expect(partial.status).toBe(206)
    expect(partial.headers['Content-Range']).toBe('0-1/5')
  })

  it('refuses an offset past the counted rows, and a single object that is not one row', () => {
    const past = refusal(() => shapeResult(plan({ kind: 'read', offset: 9 }, { count: true }), [{ total: '5', page_total: '0', body: '[]' }]))
    expect(past.code).toBe('PGRST103')
    expect(past.headers['Content-Range']).toBe('*/5')
    const two = refusal(() => shapeResult(plan({ kind: 'read', offset: 0 }, { single: true }), [{ total: null, page_total: '2', body: '[]' }]))
    expect(two).toMatchObject({ status: 406, code: 'PGRST116', details: 'The result contains 2 rows' })
    const one = shapeResult(plan({ kind: 'read', offset: 0 }, { single: true }), [{ total: null, page_total: '1', body: '{}' }])
    expect(one.headers['Content-Type']).toBe(OBJECT_TYPE)
  })

  it('answers writes without a body unless return=representation', () => {
    const shape: ResultShape = { kind: 'write', status: 204, representationStatus: 200, contentRange: 'range' }
    const minimal = shapeResult(plan(shape, { action: 'update' }), [{ page_total: '3', body: null }])
    expect(minimal).toEqual({ status: 204, body: null, headers: { 'Content-Range': '0-2/*' } })
    const full = shapeResult(plan(shape, { action: 'update', returning: true, count: true }), [{ page_total: '3', body: '[]' }])
    expect(full).toEqual({ status: 200, body: '[]', headers: { 'Content-Range': '0-2/3', 'Content-Type': JSON_TYPE } })
    const insert: ResultShape = { kind: 'write', status: 201, representationStatus: 201, contentRange: 'star' }
    expect(shapeResult(plan(insert, { action: 'insert' }), [{ page_total: '2', body: null }]).headers['Content-Range']).toBe('*/*')
  })

  it('refuses more affected rows than a strict max-affected allows (the transaction rolls back)', () => {
    const prefs = { invalid: [], handling: 'strict' as const, maxAffected: 1 }
    const shape: ResultShape = { kind: 'write', status: 204, representationStatus: 200, contentRange: 'star' }
    expect(refusal(() => shapeResult(plan(shape, { action: 'delete', prefs }), [{ page_total: '2', body: null }])).code).toBe('PGRST124')
    // Inserts are not limited by max-affected.
    expect(shapeResult(plan(shape, { action: 'insert', prefs }), [{ page_total: '2', body: null }]).status).toBe(204)
  })

  it('answers /rpc/ calls by what the function returns', () => {
    expect(shapeResult(plan({ kind: 'rpc-void' }, { action: 'rpc' }), [])).toEqual({ status: 204, body: null, headers: {} })
    const scalar = shapeResult(plan({ kind: 'rpc-scalar' }, { action: 'rpc', count: true }), [{ total: null, page_total: '1', body: 'true' }])
    expect(scalar).toEqual({ status: 200, body: 'true', headers: { 'Content-Type': JSON_TYPE, 'Content-Range': '0-0/1' } })
    const row = shapeResult(plan({ kind: 'rpc-rows', offset: 0, returnsSet: false }, { action: 'rpc' }), [{ total: null, page_total: '1', body: '{}' }])
    expect(row.headers['Content-Type']).toBe(OBJECT_TYPE)
  })
})

describe('finishOutcome', () => {
  it('adds Content-Location, Preference-Applied, and Content-Profile beside a Content-Type', () => {
    const p = plan({ kind: 'read', offset: 0 }, { prefs: { invalid: [], count: 'exact' }, profile: 'public', contentLocation: '/articles' })
    const done = finishOutcome(p, { status: 200, body: '[]', headers: { 'Content-Type': JSON_TYPE } })
    expect(done.headers).toEqual({
      'Content-Type': JSON_TYPE,
      'Content-Location': '/articles',
      'Preference-Applied': 'count=exact',
      'Content-Profile': 'public',
    })
    const bodiless = finishOutcome(plan({ kind: 'rpc-void' }, { profile: 'public' }), { status: 204, body: null, headers: {} })
    expect(bodiless.headers).toEqual({})
  })
})
