import { describe, expect, it } from 'vitest'
import { firstOf, itemAt } from '../../../../tests/support/items.ts'
import { toRestError } from '../error-catalogue.ts'
import { RestError, statusForSqlState } from '../errors.ts'
import { parseQuery } from '../request/parse-query.ts'
import { functionInfo as fn } from '../schema/function-info-fixture.ts'
import type { SchemaCache, TableInfo } from '../schema/schema.ts'
import { articles, comments, schemaCache, tableInfo as table } from '../schema/schema-fixture.ts'
import { checkWritableColumns, requireFilters, resolveConditions, resolveQuery, type ResolvedCondition } from '../plan/resolve.ts'
import { pickFunction, resolveCall, resolveResult, type RpcInput } from '../plan/rpc.ts'
import { buildRpc } from './rpc-sql.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, ident, type ReadOptions, type SqlPlan } from './sql.ts'

const cache = schemaCache

const q = (s: string) => parseQuery(new URLSearchParams(s))
const opts = { count: false, single: false }
const write = { returning: false, single: false }

/** A read of `table` as the pipeline makes it: resolved against `c`, then rendered. */
function read(c: SchemaCache, from: TableInfo, query: string, options: ReadOptions = opts): SqlPlan {
  return buildRead(from, resolveQuery(c, from, q(query)), options)
}

/** The root filters of an UPDATE or DELETE, resolved. */
const filters = (from: TableInfo, query: string): ResolvedCondition[] => resolveConditions(cache, from, q(query).filters)

function error(fn: () => unknown): RestError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(RestError)
    return e as RestError
  }
  throw new Error('expected an error')
}

describe('ident', () => {
  it('double-quotes and escapes', () => {
    expect(ident('title')).toBe('"title"')
    expect(ident('a"b')).toBe('"a""b"')
  })
})

describe('buildRead', () => {
  it('binds every value and quotes every identifier', () => {
    const plan = read(cache, articles, "select=id,title&title=eq.x'; drop table articles;--&order=publish_date.desc.nullslast", {
      ...opts,
      count: true,
      limit: 10,
      offset: 20,
    })
    expect(plan.sql).not.toContain('drop table')
    expect(plan.params).toContain("x'; drop table articles;--")
    expect(plan.params).toContain(10)
    expect(plan.params).toContain(20)
    expect(plan.sql).toContain('t0."title" = $1')
    expect(plan.sql).toContain('ORDER BY t0."publish_date" DESC NULLS LAST')
    expect(plan.sql).toContain('SELECT count(*) FROM "public"."articles" t0 WHERE')
  })

  it('reports unknown columns anywhere as 42703 / 400', () => {
    for (const s of ['select=nope', 'nope=eq.1', 'order=nope', 'or=(nope.eq.1)', 'select=id,comments(nope)']) {
      const e = error(() => read(cache, articles, s))
      expect(e.code, s).toBe('42703')
      expect(e.status, s).toBe(400)
    }
    const quoted = error(() => read(cache, articles, '"id;drop table articles"=eq.1'))
    expect(quoted.code).toBe('42703')
  })

  it('refuses computed columns and the legacy count column', () => {
    expect(error(() => read(cache, articles, 'select=full_title')).code).toBe('PGRST127')
    expect(error(() => read(cache, articles, 'select=count')).code).toBe('PGRST127')
  })

  it('embeds to-one and to-many through the foreign key, as jsonb', () => {
    const toOne = read(cache, comments, 'select=id,articles(title)')
    expect(toOne.sql).toContain('row_to_json(_et1)::jsonb')
    expect(toOne.sql).toContain('t1."id" = t0."article_id"')
    const viaColumn = read(cache, comments, 'select=id,article_id(title)')
    expect(viaColumn.sql).toContain('t1."id" = t0."article_id"')
    const toMany = read(cache, articles, 'select=id,comments(id)')
    expect(toMany.sql).toContain('json_agg(_et1)::jsonb')
    expect(toMany.sql).toContain('t1."article_id" = t0."id"')
    const counted = read(cache, articles, 'select=id,comments(count)')
    expect(counted.sql).toContain(`json_build_array(json_build_object('count', count(*)))::jsonb`)
    const e = error(() => read(cache, articles, 'select=id,users(id)'))
    expect(e.code).toBe('PGRST200')
  })

  it('answers two embeds under one name as PostgREST does (42712)', () => {
    const e = error(() => read(cache, articles, 'select=id,comments(id),comments(count)'))
    expect(e.body()).toEqual({ code: '42712', message: 'table name "articles_comments_1" specified more than once', details: null, hint: null })
    const aliased = error(() => read(cache, articles, 'select=x:comments(id),x:comments(status)'))
    expect(aliased.message).toBe('table name "articles_x_1" specified more than once')
    expect(() => read(cache, articles, 'select=a:comments(id),b:comments(status)')).not.toThrow()
  })

  it('refuses relationships it does not build: views, junctions, self-references, computed ones', () => {
    const view = table('article_view', ['id'], 'view')
    const tags = table('tags', ['id'])
    const articleTags = table('article_tags', ['article_id', 'tag_id'])
    const people = table('people', ['id', 'parent_id'])
    const wide: SchemaCache = {
      ...cache,
      tables: new Map([...cache.tables, ['article_view', view], ['tags', tags], ['article_tags', articleTags], ['people', people]]),
      foreignKeys: [
        ...cache.foreignKeys,
        { constraint: 'at_a', table: 'article_tags', columns: ['article_id'], refTable: 'articles', refColumns: ['id'], unique: false },
        { constraint: 'at_t', table: 'article_tags', columns: ['tag_id'], refTable: 'tags', refColumns: ['id'], unique: false },
        { constraint: 'people_parent', table: 'people', columns: ['parent_id'], refTable: 'people', refColumns: ['id'], unique: false },
      ],
      functions: new Map([['related', [fn('related', [['', 'articles']], { returnsSet: true, returnType: 'comments' })]]]),
    }
    for (const [from, s] of [
      [articles, 'select=id,article_view(id)'],
      [articles, 'select=id,tags(id)'],
      [people, 'select=id,people(id)'],
      [people, 'select=id,parent_id(id)'],
      [articles, 'select=id,related(id)'],
    ] as const) {
      expect(error(() => read(wide, from, s)).code, s).toBe('PGRST127')
    }
  })

  it('translates in, is and negation', () => {
    const plan = read(cache, articles, 'slug=in.(a,b)&title=not.is.null&id=in.()')
    expect(plan.sql).toContain('t0."slug" = ANY($1)')
    expect(plan.params[0]).toEqual(['a', 'b'])
    expect(plan.sql).toContain('NOT (t0."title" IS NULL)')
    expect(plan.sql).toContain('false')
  })
})

describe('writes', () => {
  it('insert checks columns (PGRST204) and binds the rows as JSON', () => {
    const e = error(() => checkWritableColumns(articles, ['nope']))
    expect(e.code).toBe('PGRST204')
    const plan = buildInsert(articles, [{ type: 'star' }], { rows: [{ title: "'); drop table x; --" }], columns: ['title'], returning: true, single: true })
    expect(plan.sql).not.toContain('drop table')
    expect(plan.sql).toContain('json_populate_recordset')
    expect(plan.sql).toContain('RETURNING t0.*')
  })

  it('inserts rows of defaults for objects without keys, nothing for []', () => {
    const plan = buildInsert(articles, [], { rows: [{}, {}], columns: [], ...write })
    expect(plan.sql).toContain('SELECT FROM generate_series(1, $1::int) RETURNING 1')
    expect(plan.params).toEqual([2])
  })

  it('missing=default merges every row over the defaults, in column-name order, as PostgREST does', () => {
    const withDefaults: TableInfo = {
      schema: 'public',
      name: 'channels',
      kind: 'table',
      columns: new Map([
        ['slug', { name: 'slug', defaultExpr: null }],
        ['id', { name: 'id', defaultExpr: `nextval('public.channels_id_seq'::regclass)` }],
        ['data', { name: 'data', defaultExpr: `'{}'::jsonb` }],
      ]),
    }
    const rows = [{ id: 100 }, { slug: 'x' }]
    const plan = buildInsert(withDefaults, [], { rows, columns: ['slug', 'id'], missingDefault: true, ...write })
    expect(plan.sql).toContain(
      `jsonb_populate_recordset(NULL::"public"."channels", (SELECT jsonb_agg(jsonb_build_object($2::text, (nextval('public.channels_id_seq'::regclass))) || _j.v ORDER BY _j.i) FROM jsonb_array_elements($1::json::jsonb) WITH ORDINALITY _j(v, i)))`,
    )
    expect(plan.params).toEqual([JSON.stringify(rows), 'id'])
    // Rows that give every key still evaluate the defaults (a sequence advances as with PostgREST).
    const full = buildInsert(withDefaults, [], { rows: [{ id: 1, data: {} }], columns: ['id', 'data'], missingDefault: true, ...write })
    expect(full.sql).toContain(`jsonb_build_object($2::text, ('{}'::jsonb), $3::text, (nextval(`)
    const upd = buildUpdate(withDefaults, filters(withDefaults, 'slug=eq.x'), [], { values: { id: 2 }, missingDefault: true, ...write })
    expect(upd.sql).toContain(`jsonb_populate_record(NULL::"public"."channels", jsonb_build_object($3::text, (nextval(`)
    expect(upd.sql).toContain(`|| $2::json::jsonb)`)
  })

  it('update and delete require a filter; an update without columns writes nothing', () => {
    expect(error(() => requireFilters('UPDATE', filters(articles, ''))).message).toBe('UPDATE requires a WHERE clause')
    expect(error(() => requireFilters('DELETE', filters(articles, ''))).code).toBe('21000')
    const upd = buildUpdate(articles, filters(articles, 'id=eq.1'), [], { values: { title: 'x' }, ...write })
    expect(upd.sql).toContain('UPDATE "public"."articles" AS t0 SET "title" = _."title"')
    expect(buildDelete(articles, filters(articles, 'id=eq.1'), [], write).sql).toContain('DELETE FROM "public"."articles" AS t0 WHERE t0."id" = $1')
    expect(error(() => checkWritableColumns(articles, ['x"y'])).code).toBe('PGRST204')
    const none = buildUpdate(articles, [], [], { values: {}, ...write })
    expect(none.sql).toContain('SELECT 1 FROM "public"."articles" t0 WHERE false')
  })
})

describe('rpc', () => {
  it('picks functions by argument names, PGRST202 otherwise', () => {
    expect(pickFunction(cache, 'search', ['q'], true).name).toBe('search')
    const missing = error(() => pickFunction(cache, 'search', ['x'], true))
    expect(missing.status).toBe(404)
    expect(missing.body()).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.search(x) in the schema cache',
      details: 'Searched for the function public.search with parameter x or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    })
    expect(error(() => pickFunction(cache, 'nope', [], false)).body()).toMatchObject({
      message: 'Could not find the function public.nope without parameters in the schema cache',
      details: 'Searched for the function public.nope without parameters, but no matches were found in the schema cache.',
    })
  })

  it('answers an ambiguous overload with 300 PGRST203', () => {
    const e = error(() => pickFunction(cache, 'twice', ['a'], true))
    expect(e.status).toBe(300)
    expect(e.body()).toEqual({
      code: 'PGRST203',
      message: 'Could not choose the best candidate function between: public.twice(a => integer), public.twice(a => text)',
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    })
    expect(error(() => pickFunction(cache, 'opt', ['a'], true)).code).toBe('PGRST203')
    expect(itemAt(pickFunction(cache, 'opt', ['a', 'b'], true).args, 1).name).toBe('b')
  })

  it('falls back to the whole-body call on POST only, and refuses variadic functions', () => {
    expect(pickFunction(cache, 'whole', ['anything'], true).name).toBe('whole')
    expect(error(() => pickFunction(cache, 'whole', ['anything'], false)).code).toBe('PGRST202')
    expect(error(() => pickFunction(cache, 'many', ['xs'], true)).code).toBe('PGRST127')
  })

  it('calls with named, cast, bound arguments', () => {
    const search = firstOf(cache.functions.get('search'), 'a function search')
    const input: RpcInput = { via: 'query', args: new Map([['q', "x'); drop"]]) }
    const plan = buildRpc(search, resolveCall(search, input), resolveResult(cache, search, q('select=slug')), opts)
    expect(plan.sql).toContain('"public"."search"("q" := $1::text)')
    expect(plan.params[0]).toBe("x'); drop")
    const isAdmin = firstOf(cache.functions.get('is_admin'), 'a function is_admin')
    expect(resolveResult(cache, isAdmin, q('')).kind).toBe('scalar')
    expect(error(() => resolveResult(cache, isAdmin, q('select=x'))).code).toBe('PGRST127')
  })
})

describe('errors', () => {
  it('maps SQLSTATEs as PostgREST', () => {
    expect(statusForSqlState('42501', 'anon')).toBe(401)
    expect(statusForSqlState('42501', 'authenticated')).toBe(403)
    expect(statusForSqlState('23505', 'anon')).toBe(409)
    expect(statusForSqlState('23503', 'anon')).toBe(409)
    for (const c of ['23514', '23502', '22P02', '22001', '42703', 'P0001']) expect(statusForSqlState(c, 'anon')).toBe(400)
    expect(statusForSqlState('25006', 'anon')).toBe(405)
    expect(statusForSqlState('42883', 'anon')).toBe(404)
    expect(statusForSqlState('PT418', 'anon')).toBe(418)
    expect(statusForSqlState('57014', 'anon')).toBe(500)
  })
  it('never leaks non-database errors', () => {
    const e = toRestError(new Error('secret stack detail'), 'anon')
    expect(e.status).toBe(500)
    expect(JSON.stringify(e.body())).not.toContain('secret')
  })
})
