import type { Pool } from 'pg'

export interface ColumnInfo {
  name: string
  /** pg_get_expr() of the column default, from the catalog (used for Prefer: missing=default). */
  defaultExpr: string | null
}

export interface TableInfo {
  schema: string
  name: string
  kind: 'table' | 'view'
  columns: Map<string, ColumnInfo>
}

export interface ForeignKey {
  constraint: string
  table: string
  columns: string[]
  refTable: string
  refColumns: string[]
  /** The FK columns are also unique (a one-to-one). */
  unique: boolean
}

export interface FunctionArg {
  name: string
  type: string
  hasDefault: boolean
}

export interface FunctionInfo {
  schema: string
  name: string
  args: FunctionArg[]
  returnsSet: boolean
  returnsVoid: boolean
  returnType: string
  /** Columns of a composite / table / RETURNS TABLE result; null for scalars. */
  returnColumns: string[] | null
  volatility: 'i' | 's' | 'v'
  /** Takes a VARIADIC parameter. */
  variadic: boolean
}

export interface SchemaCache {
  schema: string
  tables: Map<string, TableInfo>
  foreignKeys: ForeignKey[]
  functions: Map<string, FunctionInfo[]>
  /** Domains named like a media type ("text/plain"): PostgREST's user-defined media handlers. */
  mediaTypes: Set<string>
  loadedAt: number
}

/** Reads tables, columns, foreign keys, functions and media-type domains of the exposed schema from pg_catalog. */
export async function loadSchemaCache(pool: Pool, schema = 'public'): Promise<SchemaCache> {
  const [rels, cols, fks, fns, domains] = await Promise.all([
    pool.query<{ name: string; kind: string }>(
      `select c.relname as name, c.relkind as kind
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
      [schema],
    ),
    pool.query<{ table: string; name: string; generated: string; defexpr: string | null }>(
      `select c.relname as table, a.attname as name, a.attgenerated::text as generated,
              pg_get_expr(d.adbin, d.adrelid) as defexpr
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
      [schema],
    ),
    pool.query<{ constraint: string; table: string; columns: string[]; reftable: string; refcolumns: string[]; unique: boolean }>(
      `select con.conname as constraint, c.relname as table, rc.relname as reftable,
              array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
              array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
                      join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[] as refcolumns,
              exists (select 1 from pg_constraint u
                       where u.conrelid = con.conrelid and u.contype in ('p', 'u')
                         and u.conkey::int2[] @> con.conkey::int2[] and u.conkey::int2[] <@ con.conkey::int2[]) as unique
         from pg_constraint con
         join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
         join pg_class rc on rc.oid = con.confrelid
         join pg_namespace rn on rn.oid = rc.relnamespace
        where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
      [schema],
    ),
    pool.query<{
      name: string
      argnames: string[] | null
      argmodes: string[] | null
      argtypes: string[] | null
      nargs: number
      ndefaults: number
      retset: boolean
      rettype: string
      retvoid: boolean
      retcols: string[] | null
      volatility: string
    }>(
      `select p.proname as name, p.proargnames as argnames, p.proargmodes::text[] as argmodes,
              (select array_agg(format_type(t, null) order by i)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, i)) as argtypes,
              p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as retset,
              format_type(p.prorettype, null) as rettype, p.prorettype = 'void'::regtype as retvoid,
              case when rt.typrelid <> 0 then
                     array(select a.attname from pg_attribute a
                            where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped order by a.attnum)::text[]
                   end as retcols,
              p.provolatile::text as volatility
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         join pg_type rt on rt.oid = p.prorettype
        where n.nspname = $1 and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype`,
      [schema],
    ),
    pool.query<{ name: string }>(`select lower(typname) as name from pg_type where typtype = 'd' and typname like '%/%'`),
  ])

  const tables = new Map<string, TableInfo>()
  for (const r of rels.rows) {
    tables.set(r.name, {
      schema,
      name: r.name,
      kind: r.kind === 'r' || r.kind === 'p' ? 'table' : 'view',
      columns: new Map(),
    })
  }
  for (const c of cols.rows) {
    tables.get(c.table)?.columns.set(c.name, { name: c.name, defaultExpr: c.generated !== '' ? null : c.defexpr })
  }
  const foreignKeys: ForeignKey[] = fks.rows.map((r) => ({
    constraint: r.constraint,
    table: r.table,
    columns: r.columns,
    refTable: r.reftable,
    refColumns: r.refcolumns,
    unique: r.unique,
  }))

  const functions = new Map<string, FunctionInfo[]>()
  for (const f of fns.rows) {
    const types = f.argtypes ?? []
    const modes = f.argmodes ?? types.map(() => 'i')
    const names = f.argnames ?? []
    const inputs: FunctionArg[] = []
    const outs: string[] = []
    types.forEach((type, i) => {
      const mode = modes[i] ?? 'i'
      const name = names[i] ?? ''
      if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false })
      if (mode === 'o' || mode === 'b' || mode === 't') outs.push(name)
    })
    for (let i = inputs.length - f.ndefaults; i < inputs.length; i++) if (i >= 0) inputs[i].hasDefault = true
    const info: FunctionInfo = {
      schema,
      name: f.name,
      args: inputs,
      returnsSet: f.retset,
      returnsVoid: f.retvoid,
      returnType: f.rettype,
      returnColumns: f.retcols ?? (outs.length > 1 || (outs.length === 1 && f.rettype === 'record') ? outs : null),
      volatility: f.volatility as FunctionInfo['volatility'],
      variadic: modes.includes('v'),
    }
    const list = functions.get(f.name) ?? []
    list.push(info)
    functions.set(f.name, list)
  }
  return { schema, tables, foreignKeys, functions, mediaTypes: new Set(domains.rows.map((d) => d.name)), loadedAt: Date.now() }
}

/** Holds the cache; refreshes on demand (at most once a second) and on NOTIFY pgrst. */
export class SchemaStore {
  private cache: SchemaCache | null = null
  private loading: Promise<SchemaCache> | null = null

  constructor(
    private readonly pool: Pool,
    readonly schema = 'public',
  ) {}

  async get(): Promise<SchemaCache> {
    if (this.cache) return this.cache
    return this.reload()
  }

  reload(): Promise<SchemaCache> {
    if (!this.loading) {
      this.loading = loadSchemaCache(this.pool, this.schema)
        .then((c) => {
          this.cache = c
          return c
        })
        .finally(() => {
          this.loading = null
        })
    }
    return this.loading
  }

  /** After a miss (unknown table/function), reload if the cache is older than a second. */
  async refreshIfStale(): Promise<SchemaCache> {
    if (this.cache && Date.now() - this.cache.loadedAt < 1000) return this.cache
    return this.reload()
  }
}
