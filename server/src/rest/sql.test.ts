import { describe, expect, it } from 'vitest'
import { RestError, statusForSqlState, toRestError } from './errors.ts'
import { parseQuery } from './parse-query.ts'
import type { SchemaCache, TableInfo } from './schema.ts'
import { buildDelete, buildInsert, buildRead, buildRpc, buildUpdate, ident, pickFunction } from './sql.ts'

function table(name: string, cols: [string, string][], pk = ['id']): TableInfo {
  return {
    schema: 'public',
    name,
    kind: 'table',
    primaryKey: pk,
    columns: new Map(cols.map(([c, type]) => [c, { name: c, type, nullable: true, hasDefault: false, generated: false }])),
  }
}

const articles = table('articles', [
  ['id', 'uuid'],
  ['slug', 'text'],
  ['title', 'text'],
  ['publish_date', 'timestamp with time zone'],
  ['data', 'jsonb'],
])
const comments = table('comments', [
  ['id', 'uuid'],
  ['article_id', 'uuid'],
  ['status', 'text'],
])
const cache: SchemaCache = {
  schema: 'public',
  tables: new Map([
    ['articles', articles],
    ['comments', comments],
  ]),
  foreignKeys: [
    { constraint: 'comments_article_id_fkey', table: 'comments', columns: ['article_id'], refTable: 'articles', refColumns: ['id'], unique: false },
  ],
  functions: new Map([
    [
      'search',
      [
        {
          schema: 'public',
          name: 'search',
          args: [{ name: 'q', type: 'text', hasDefault: false }],
          returnsSet: true,
          returnsVoid: false,
          returnType: 'articles',
          returnColumns: ['id', 'slug', 'title', 'publish_date', 'data'],
          volatility: 's',
        },
      ],
    ],
    [
      'is_admin',
      [{ schema: 'public', name: 'is_admin', args: [], returnsSet: false, returnsVoid: false, returnType: 'boolean', returnColumns: null, volatility: 's' }],
    ],
  ]),
  loadedAt: 0,
}

const q = (s: string) => parseQuery(new URLSearchParams(s))
const opts = { count: false, single: false }

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

  it('embeds to-one and to-many through the foreign key', () => {
    const toOne = buildRead(cache, comments, q('select=id,articles(title)'), opts)
    expect(toOne.sql).toContain('row_to_json')
    expect(toOne.sql).toContain('t1."id" = t0."article_id"')
    const toMany = buildRead(cache, articles, q('select=id,comments(id)&comments.status=eq.approved&comments.limit=2'), opts)
    expect(toMany.sql).toContain('json_agg')
    expect(toMany.sql).toContain('t1."article_id" = t0."id"')
    expect(toMany.params).toEqual(expect.arrayContaining(['approved', 2]))
    const e = error(() => buildRead(cache, articles, q('select=id,users(id)'), opts))
    expect(e.code).toBe('PGRST200')
  })

  it('binds JSON path keys', () => {
    const plan = buildRead(cache, articles, q(`select=data->>"na'me"&data->a=eq.1`), opts)
    // The key is a bound parameter; it appears in SQL only as the quoted output name.
    expect(plan.sql).toContain(`->>$1::text AS "na'me"`)
    expect(plan.params).toContain("na'me")
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
    const e = error(() =>
      buildInsert(cache, articles, q(''), { rows: [{ nope: 1 }], columns: ['nope'], returning: false, single: false }),
    )
    expect(e.code).toBe('PGRST204')
    const plan = buildInsert(cache, articles, q(''), {
      rows: [{ title: "'); drop table x; --" }],
      columns: ['title'],
      returning: true,
      single: true,
    })
    expect(plan.sql).not.toContain('drop table')
    expect(plan.sql).toContain('json_populate_recordset')
    expect(plan.wrapped).toBe(true)
  })

  it('upsert uses ON CONFLICT on the primary key or on_conflict', () => {
    const merge = buildInsert(cache, articles, q(''), {
      rows: [{ slug: 'a', title: 't' }],
      columns: ['slug', 'title'],
      onConflict: ['slug'],
      resolution: 'merge-duplicates',
      returning: false,
      single: false,
    })
    expect(merge.sql).toContain('ON CONFLICT ("slug") DO UPDATE SET "title" = EXCLUDED."title"')
    const ignore = buildInsert(cache, articles, q(''), {
      rows: [{ id: 'x' }],
      columns: ['id'],
      resolution: 'ignore-duplicates',
      returning: false,
      single: false,
    })
    expect(ignore.sql).toContain('ON CONFLICT ("id") DO NOTHING')
  })

  it('update and delete require a filter', () => {
    expect(error(() => buildUpdate(cache, articles, q(''), { values: { title: 'x' }, returning: false, single: false })).code).toBe('21000')
    expect(error(() => buildDelete(cache, articles, q(''), { returning: false, single: false })).code).toBe('21000')
    const upd = buildUpdate(cache, articles, q('id=eq.1'), { values: { title: 'x' }, returning: false, single: false })
    expect(upd.sql).toContain('UPDATE "public"."articles" AS t0 SET "title" = _."title"')
    expect(error(() => buildUpdate(cache, articles, q('id=eq.1'), { values: { 'x"y': 1 }, returning: false, single: false })).code).toBe('PGRST204')
  })
})

describe('rpc', () => {
  it('picks functions by argument names, PGRST202 otherwise', () => {
    expect(pickFunction(cache, 'search', ['q'], true).fn.name).toBe('search')
    expect(error(() => pickFunction(cache, 'search', ['x'], true)).code).toBe('PGRST202')
    expect(error(() => pickFunction(cache, 'nope', [], true)).status).toBe(404)
  })

  it('calls with named, cast, bound arguments', () => {
    const fn = cache.functions.get('search')![0]!
    const plan = buildRpc(cache, fn, new Map([['q', "x'); drop"]]), q('select=slug'), opts)
    expect(plan.sql).toContain('"public"."search"("q" := $1::text)')
    expect(plan.params[0]).toBe("x'); drop")
    const scalar = buildRpc(cache, cache.functions.get('is_admin')![0]!, new Map(), q(''), opts)
    expect(scalar.kind).toBe('scalar')
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
