import { describe, expect, it } from 'vitest'
import { DbUnavailableError } from '../db/availability.ts'
import { restErrors, toRestError, unavailableError } from './error-catalogue.ts'
import type { RestError } from './errors.ts'

/** PostgREST's status for each of its own codes, as its Error.hs gives them (v14). */
const POSTGREST_STATUS: Record<string, number> = {
  PGRST000: 503,
  PGRST001: 503,
  PGRST003: 504,
  PGRST100: 400,
  PGRST101: 405,
  PGRST102: 400,
  PGRST103: 416,
  PGRST106: 406,
  PGRST107: 406,
  PGRST108: 400,
  PGRST116: 406,
  PGRST117: 405,
  PGRST122: 400,
  PGRST123: 400,
  PGRST124: 400,
  PGRST125: 404,
  PGRST127: 400,
  PGRST128: 400,
  PGRST200: 400,
  PGRST201: 300,
  PGRST202: 404,
  PGRST203: 300,
  PGRST204: 400,
  PGRST205: 404,
  PGRST301: 401,
  PGRST303: 401,
}

/** PostgREST's status for the PostgreSQL errors the stand-in raises itself (mapSQLtoHTTP, signed in). */
const SQLSTATE_STATUS: Record<string, number> = { '42703': 400, '42712': 400, '21000': 400, '42501': 403 }

const candidate = { cardinality: 'many-to-one', constraint: 'a_b_fkey', from: 'a', fromColumns: ['b_id'], target: 'b', targetColumns: ['id'] }

/** One of every constructor of the catalogue (`internal` aside, see below). */
const every: Record<Exclude<keyof typeof restErrors, 'internal'>, RestError> = {
  connection: restErrors.connection('refused'),
  client: restErrors.client(null),
  poolTimeout: restErrors.poolTimeout(),
  queryParam: restErrors.queryParam('filter', 'why'),
  invalidIdentifier: restErrors.invalidIdentifier(),
  rpcMethod: restErrors.rpcMethod('PATCH'),
  invalidJson: restErrors.invalidJson(),
  keysMismatch: restErrors.keysMismatch(),
  contentType: restErrors.contentType('text/csv'),
  rangeBounds: restErrors.rangeBounds(),
  rangeOffset: restErrors.rangeOffset(50, 42),
  invalidSchema: restErrors.invalidSchema('private', ['public']),
  mediaType: restErrors.mediaType(['text/csv'], true),
  notEmbedded: restErrors.notEmbedded('comments'),
  singular: restErrors.singular(2),
  unsupportedMethod: restErrors.unsupportedMethod('TRACE'),
  invalidPreferences: restErrors.invalidPreferences(['bogus']),
  aggregates: restErrors.aggregates(),
  maxAffected: restErrors.maxAffected(3),
  invalidPath: restErrors.invalidPath(),
  notImplemented: restErrors.notImplemented('PUT'),
  maxAffectedRpc: restErrors.maxAffectedRpc(),
  noRelationship: restErrors.noRelationship('public', 'a', 'b'),
  ambiguousRelationship: restErrors.ambiguousRelationship('a', 'b', [candidate, { ...candidate, constraint: 'a_c_fkey' }]),
  noFunction: restErrors.noFunction('public', 'f', ['x'], true),
  ambiguousFunction: restErrors.ambiguousFunction(['public.f(a => integer)', 'public.f(a => text)']),
  noColumn: restErrors.noColumn('articles', 'nope'),
  noTable: restErrors.noTable('public', 'nope'),
  jwtInvalid: restErrors.jwtInvalid('Expected 3 parts in JWT; got 1'),
  jwtClaims: restErrors.jwtClaims('JWT expired'),
  undefinedColumn: restErrors.undefinedColumn('articles', 'nope'),
  duplicateEmbed: restErrors.duplicateEmbed('articles', 'comments', 1),
  requiresWhere: restErrors.requiresWhere('DELETE'),
  roleDenied: restErrors.roleDenied('postgres'),
}

describe('the REST error catalogue', () => {
  it.each(Object.entries(every))('%s answers with the status PostgREST gives its code', (_, error) => {
    const expected = POSTGREST_STATUS[error.code] ?? SQLSTATE_STATUS[error.code]
    expect(expected, `a status for ${error.code}`).toBeDefined()
    expect(error.status).toBe(expected)
  })

  it('answers a fault of the stand-in itself with 500, never with its text', () => {
    const e = toRestError(new Error('secret stack detail'), 'anon')
    expect([e.status, e.code]).toEqual([500, 'PGRST000'])
    expect(e.body()).toEqual(restErrors.internal().body())
    expect(JSON.stringify(e.body())).not.toContain('secret')
  })

  it('words errors as PostgREST does, details and hint included', () => {
    expect(every.rangeOffset.body()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'An offset of 50 was requested, but there are only 42 rows.',
      hint: null,
    })
    expect(every.rangeOffset.headers).toEqual({ 'Content-Range': '*/42' })
    expect(every.notEmbedded.body()).toEqual({
      code: 'PGRST108',
      message: "'comments' is not an embedded resource in this request",
      details: null,
      hint: "Verify that 'comments' is included in the 'select' query parameter.",
    })
    expect(every.ambiguousRelationship.body()).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'a' and 'b'",
      details: 'many-to-one: a_b_fkey using a(b_id) and b(id); many-to-one: a_c_fkey using a(b_id) and b(id)',
      hint: "Try changing 'b' to one of the following: 'b!a_b_fkey', 'b!a_c_fkey'. Find the desired relationship in the 'details' key.",
    })
    expect(restErrors.noFunction('public', 'f', ['a', 'b'], false).details).toBe(
      'Searched for the function public.f with parameters a, b, but no matches were found in the schema cache.',
    )
    expect(every.jwtInvalid.headers['WWW-Authenticate']).toBe('Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"')
    expect(every.requiresWhere.body()).toEqual({ code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: 'Add a filter (e.g. ?id=eq.1) to the request' })
  })

  it('maps an unusable database to PGRST000, PGRST001 or PGRST003', () => {
    expect(unavailableError(new DbUnavailableError('connect', 'refused')).code).toBe('PGRST000')
    expect(unavailableError(new DbUnavailableError('query', 'broke')).code).toBe('PGRST001')
    expect(unavailableError(new DbUnavailableError('connect', 'busy', true)).code).toBe('PGRST003')
  })
})
