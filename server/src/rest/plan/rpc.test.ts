import { describe, expect, it } from 'vitest'
import { firstOf } from '../../../../tests/support/items.ts'
import { functionInfo } from '../schema/function-info-fixture.ts'
import { RestError } from '../errors.ts'
import { parseQuery } from '../request/parse-query.ts'
import { pickFunction, resolveCall, resolveResult, type RpcInput } from './rpc.ts'
import { argumentType, buildRpc, callSql } from '../query/rpc-sql.ts'
import type { FunctionInfo, SchemaCache } from '../schema/schema.ts'
import { Params } from '../query/sql.ts'

const fn = functionInfo

// The overloads of postgrest-js's own test schema (polymorphic_function_with_unnamed_default…).
const cache: SchemaCache = {
  schema: 'public',
  tables: new Map(),
  foreignKeys: [],
  functions: new Map([
    ['poly', [fn('poly', []), fn('poly', [['', 'integer', true]], { callable: false }), fn('poly', [['', 'text', true]], { returnType: 'text' })]],
    ['only_int', [fn('only_int', [['', 'integer']], { callable: false })]],
    ['echo', [fn('echo', [['', 'json']])]],
    ['by_row', [fn('by_row', [['r', 'users']], { returnsSet: true, returnType: 'messages', returnColumns: ['id'] })]],
    ['mixed', [fn('mixed', [['', 'text'], ['b', 'integer']])]],
    ['padded', [fn('padded', [['c', 'character'], ['bits', 'bit[]']], { returnsVoid: true })]],
  ]),
  mediaTypes: new Set(),
  loadedAt: 0,
}

function error(run: () => unknown): RestError {
  try {
    run()
  } catch (e) {
    expect(e).toBeInstanceOf(RestError)
    return e as RestError
  }
  throw new Error('expected an error')
}

const body = (raw: string, keys: string[]): RpcInput => ({ via: 'body', raw, keys })
const one = (name: string) => firstOf(cache.functions.get(name), `a function ${name}`)
const opts = { count: false, single: false }

/** A call as the pipeline makes it: planned (arguments and result resolved), then rendered. */
const rpc = (f: FunctionInfo, input: RpcInput) => buildRpc(f, resolveCall(f, input), resolveResult(cache, f, parseQuery(new URLSearchParams(''))), opts)

describe('picking among unnamed parameters', () => {
  it('ignores functions PostgREST leaves out of its schema cache', () => {
    const e = error(() => pickFunction(cache, 'poly', [], true))
    expect(e.status).toBe(300)
    expect(e.message).toBe('Could not choose the best candidate function between: public.poly(), public.poly( => text)')
    expect(pickFunction(cache, 'poly', [''], true).returnType).toBe('text')
    const missing = error(() => pickFunction(cache, 'only_int', [''], true))
    expect(missing.body()).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.only_int() in the schema cache',
      details: 'Searched for the function public.only_int with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    })
  })
})

describe('the call', () => {
  it('gives a function with one unnamed parameter the whole body, cast to its type', () => {
    const params = new Params()
    expect(callSql(one('echo'), resolveCall(one('echo'), body('{"a": 1}', ['a'])), params)).toEqual({ from: '', call: '"public"."echo"($1::json)' })
    expect(params.values).toEqual(['{"a": 1}'])
    const bytes = new Params()
    const raw = fn('raw', [['', 'bytea']])
    callSql(raw, resolveCall(raw, body('{}', [])), bytes)
    expect(bytes.values[0]).toEqual(Buffer.from('{}'))
  })

  it('refuses the whole-body call through GET and an argument for an unnamed parameter among named ones', () => {
    expect(error(() => resolveCall(one('echo'), { via: 'query', args: new Map() })).code).toBe('PGRST127')
    const e = error(() => resolveCall(one('mixed'), body('{"":"x","b":1}', ['', 'b'])))
    expect(e.body()).toMatchObject({ code: 'PGRST127', details: 'Passing an argument to an unnamed parameter of public.mixed( => text, b => integer) is not implemented by the local stand-in' })
  })

  it('reads body arguments with json_to_record, so a row type takes an object', () => {
    const plan = rpc(one('by_row'), body('{"r":{"id":1}}', ['r']))
    expect(plan.sql).toContain('FROM json_to_record($1::json) AS pgrst_body("r" users), LATERAL "public"."by_row"("r" := pgrst_body."r") t0')
    expect(plan.params).toEqual(['{"r":{"id":1}}'])
  })

  it('binds query arguments, and reads character and bit without a length as PostgREST does', () => {
    expect(argumentType('character')).toBe('character varying')
    expect(argumentType('integer')).toBe('integer')
    const plan = rpc(one('padded'), { via: 'query', args: new Map([['c', 'abc'], ['bits', '{101}']]) })
    expect(plan.sql).toBe('SELECT "public"."padded"("c" := $1::character varying, "bits" := $2::bit varying[])')
    const posted = rpc(one('padded'), body('{"c":"abc"}', ['c']))
    expect(posted.sql).toBe('SELECT "public"."padded"("c" := pgrst_body."c") FROM json_to_record($1::json) AS pgrst_body("c" character varying)')
  })
})
