import { describe, expect, it } from 'vitest'
import { firstOf, itemAt } from '../../../tests/support/items.ts'
import { RestError, statusForSqlState, toRestError } from './errors.ts'
import { parseQuery } from './parse-query.ts'
import { functionInfo as fn } from './function-info-fixture.ts'
import type { SchemaCache, TableInfo } from './schema.ts'
import { articles, comments, schemaCache, tableInfo as table } from './schema-fixture.ts'
import { buildRpc, pickFunction, type RpcInput } from './rpc.ts'
import { buildDelete, buildInsert, buildRead, buildUpdate, ident } from './sql.ts'

const cache = schemaCache

const q = (s: string) => parseQuery(new URLSearchParams(s))
const opts = { count: false, single: false }
const write = { returning: false, single: false }

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
    const plan = buildRead(cache, articles, q("select=id,title&title=eq.x'; drop table articles;--&order=publish_date.desc.nullslast"), {
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
      const e = error(() => buildRead(cache, articles, q(s), opts))
      expect(e.code, s).toBe('42703')
      expect(e.status, s).toBe(400)
    }
    const quoted = error(() => buildRead(cache, articles, q('"id;drop table articles"=eq.1'), opts))
    expect(quoted.code).toBe('42703')
  })

  it('refuses computed columns and the legacy count column', () => {
    expect(error(() => buildRead(cache, articles, q('select=full_title'), opts)).code).toBe('PGRST127')
    expect(error(() => buildRead(cache, articles, q('select=count'), opts)).code).toBe('PGRST127')
  })

  it('embeds to-one and to-many through the foreign key, as jsonb', () => {
    const toOne = buildRead(cache, comments, q('select=id,articles(title)'), opts)
    expect(toOne.sql).toContain('row_to_json(_et1)::jsonb')
    expect(toOne.sql).toContain('t1."id" = t0."article_id"')
    const viaColumn = buildRead(cache, comments, q('select=id,article_id(title)'), opts)
    expect(viaColumn.sql).toContain('t1."id" = t0."article_id"')
    const toMany = buildRead(cache, articles, q('select=id,comments(id)'), opts)
    expect(toMany.sql).toContain('json_agg(_et1)::jsonb')
    expect(toMany.sql).toContain('t1."article_id" = t0."id"')
    const counted = buildRead(cache, articles, q('select=id,comments(count)'), opts)
    expect(counted.sql).toContain(`json_build_array(json_build_object('count', count(*)))::jsonb`)
    const e = error(() => buildRead(cache, articles, q('select=id,users(id)'), opts))
    expect(e.code).toBe('PGRST200')
  })

  it('answers two embeds under one name as PostgREST does (42712)', () => {
    const e = error(() => buildRead(cache, articles, q('select=id,comments(id),comments(count)'), opts))
    expect(e.body()).toEqual({ code: '42712', message: 'table name "articles_comments_1" specified more than once', details: null, hint: null })
    const aliased = error(() => buildRead(cache, articles, q('select=x:comments(id),x:comments(status)'), opts))
    expect(aliased.message).toBe('table name "articles_x_1" specified more than once')
    expect(() => buildRead(cache, articles, q('select=a:comments(id),b:comments(status)'), opts)).not.toThrow()
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
      expect(error(() => buildRead(wide, from, q(s), opts)).code, s).toBe('PGRST127')
    }
  })

  it('translates in, is and negation', () => {
    const plan = buildRead(cache, articles, q('slug=in.(a,b)&title=not.is.null&id=in.()'), opts)
    expect(plan.sql).toContain('t0."slug" = ANY($1)')
    expect(plan.params[0]).toEqual(['a', 'b'])
    expect(plan.sql).toContain('NOT (t0."title" IS NULL)')
    expect(plan.sql).toContain('false')
  })
})

describe('writes', () => {
  it('insert checks columns (PGRST204) and binds the rows as JSON', () => {
    const e = error(() => buildInsert(cache, articles, q(''), { rows: [{ nope: 1 }], columns: ['nope'], ...write }))
    expect(e.code).toBe('PGRST204')
    const plan = buildInsert(cache, articles, q(''), { rows: [{ title: "'); drop table x; --" }], columns: ['title'], returning: true, single: true })
    expect(plan.sql).not.toContain('drop table')
    expect(plan.sql).toContain('json_populate_recordset')
    expect(plan.sql).toContain('RETURNING t0.*')
  })

  it('inserts rows of defaults for objects without keys, nothing for []', () => {
    const plan = buildInsert(cache, articles, q(''), { rows: [{}, {}], columns: [], ...write })
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
    const plan = buildInsert(cache, withDefaults, q(''), { rows, columns: ['slug', 'id'], missingDefault: true, ...write })
    expect(plan.sql).toContain(
      `jsonb_populate_recordset(NULL::"public"."channels", (SELECT jsonb_agg(jsonb_build_object($2::text, (nextval('public.channels_id_seq'::regclass))) || _j.v ORDER BY _j.i) FROM jsonb_array_elements($1::json::jsonb) WITH ORDINALITY _j(v, i)))`,
    )
    expect(plan.params).toEqual([JSON.stringify(rows), 'id'])
    // Rows that give every key still evaluate the defaults (a sequence advances as with PostgREST).
    const full = buildInsert(cache, withDefaults, q(''), { rows: [{ id: 1, data: {} }], columns: ['id', 'data'], missingDefault: true, ...write })
    expect(full.sql).toContain(`jsonb_build_object($2::text, ('{}'::jsonb), $3::text, (nextval(`)
    const upd = buildUpdate(cache, withDefaults, q('slug=eq.x'), { values: { id: 2 }, missingDefault: true, ...write })
    expect(upd.sql).toContain(`jsonb_populate_record(NULL::"public"."channels", jsonb_build_object($3::text, (nextval(`)
    expect(upd.sql).toContain(`|| $2::json::jsonb)`)
  })

  it('update and delete require a filter; an update without columns writes nothing', () => {
    expect(error(() => buildUpdate(cache, articles, q(''), { values: { title: 'x' }, ...write })).code).toBe('21000')
    expect(error(() => buildDelete(cache, articles, q(''), write)).code).toBe('21000')
    const upd = buildUpdate(cache, articles, q('id=eq.1'), { values: { title: 'x' }, ...write })
    expect(upd.sql).toContain('UPDATE "public"."articles" AS t0 SET "title" = _."title"')
    expect(error(() => buildUpdate(cache, articles, q('id=eq.1'), { values: { 'x"y': 1 }, ...write })).code).toBe('PGRST204')
    const none = buildUpdate(cache, articles, q(''), { values: {}, ...write })
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
    const plan = buildRpc(cache, search, { via: 'query', args: new Map([['q', "x'); drop"]]) }, q('select=slug'), opts)
    expect(plan.sql).toContain('"public"."search"("q" := $1::text)')
    expect(plan.params[0]).toBe("x'); drop")
    const isAdmin = firstOf(cache.functions.get('is_admin'), 'a function is_admin')
    const none: RpcInput = { via: 'body', raw: '{}', keys: [] }
    expect(buildRpc(cache, isAdmin, none, q(''), opts).kind).toBe('scalar')
    expect(error(() => buildRpc(cache, isAdmin, none, q('select=x'), opts)).code).toBe('PGRST127')
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
