/**
 * What `npm run db:types` reads of one schema, as plain rows: the part of pg_catalog that
 * postgres-meta's TypeScript typegen (`supabase gen types typescript`) turns into types.
 * scripts/db-types-render.ts makes the text from it without a database.
 */
import type { Pool } from 'pg'

/** A PostgreSQL type as typegen names it: `typname` (`text`, `_uuid` for uuid[]) and its schema. */
export interface TypeRef {
  name: string
  schema: string
}

export interface CatalogColumn {
  name: string
  /** The column's type; a domain column has its base type, as typegen reads `format`. */
  type: TypeRef
  nullable: boolean
  /** A default or a generation expression (a generated column has one): optional on insert. */
  hasDefault: boolean
  identity: 'ALWAYS' | 'BY DEFAULT' | null
  /** False for a view column PostgreSQL cannot write through. */
  updatable: boolean
}

export interface CatalogRelationship {
  foreignKeyName: string
  columns: string[]
  /** The referencing columns are also the whole of a primary key or unique constraint. */
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

export interface CatalogRelation {
  name: string
  columns: CatalogColumn[]
  relationships: CatalogRelationship[]
}

export interface CatalogView extends CatalogRelation {
  /** Insertable and updatable (an auto-updatable view): gets Insert and Update types. */
  updatable: boolean
}

export interface CatalogArgument {
  /** '' for an unnamed argument. */
  name: string
  mode: 'in' | 'out' | 'inout' | 'variadic' | 'table'
  type: TypeRef
  hasDefault: boolean
}

export interface CatalogFunction {
  name: string
  args: CatalogArgument[]
  returnType: TypeRef
  returnsSet: boolean
  /** The table, view or composite type whose row the function returns, if any. */
  returnRelation: string | null
  /** Its ROWS estimate, for set-returning functions only. */
  rows: number | null
  /** `pg_get_function_arguments` and `pg_get_function_result`: how typegen orders overloads. */
  argumentsText: string
  resultText: string
}

export interface CatalogEnum {
  name: string
  values: string[]
}

export interface CatalogCompositeType {
  name: string
  attributes: { name: string; type: TypeRef }[]
}

export interface Catalog {
  schema: string
  tables: CatalogRelation[]
  views: CatalogView[]
  functions: CatalogFunction[]
  enums: CatalogEnum[]
  compositeTypes: CatalogCompositeType[]
  /** Enums of other schemas that the schema's columns or functions use: inlined as unions. */
  foreignEnums: (CatalogEnum & { schema: string })[]
}

const RELATIONS_SQL = `
select c.oid::int8 as id, c.relname as name, c.relkind as kind,
       c.relkind = 'v' and (pg_relation_is_updatable(c.oid, false) & 20) = 20 as updatable
from pg_class c
where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')`

const COLUMNS_SQL = `
select a.attrelid::int8 as relation_id, a.attname as name,
       coalesce(bt.typname, t.typname) as type_name,
       coalesce(bt.typnamespace, t.typnamespace)::regnamespace::text as type_schema,
       not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)) as nullable,
       a.atthasdef as has_default,
       case a.attidentity when 'a' then 'ALWAYS' when 'd' then 'BY DEFAULT' end as identity,
       c.relkind in ('r', 'p') or (c.relkind in ('v', 'f') and pg_column_is_updatable(c.oid, a.attnum, false)) as updatable
from pg_attribute a
join pg_class c on c.oid = a.attrelid
join pg_type t on t.oid = a.atttypid
left join pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'f', 'v', 'm')
  and a.attnum > 0 and not a.attisdropped`

// PostgREST's rule (SchemaCache.hs), as typegen reads it: a foreign key is one-to-one when its
// columns are exactly a primary key or unique constraint of the same table.
const RELATIONSHIPS_SQL = `
select fk.conname as foreign_key_name, fk.conrelid::int8 as relation_id,
       target.relname as referenced_relation,
       array(select a.attname::text from unnest(fk.conkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum order by k.ord) as columns,
       array(select a.attname::text from unnest(fk.confkey) with ordinality k(attnum, ord)
             join pg_attribute a on a.attrelid = fk.confrelid and a.attnum = k.attnum order by k.ord) as referenced_columns,
       exists (
         select from pg_constraint uq
         where uq.conrelid = fk.conrelid and uq.contype in ('p', 'u')
           and array(select a.attname::text from unnest(uq.conkey) k(attnum)
                     join pg_attribute a on a.attrelid = uq.conrelid and a.attnum = k.attnum order by a.attnum)
             = array(select a.attname::text from unnest(fk.conkey) with ordinality k(attnum, ord)
                     join pg_attribute a on a.attrelid = fk.conrelid and a.attnum = k.attnum order by k.ord)
       ) as is_one_to_one
from pg_constraint fk
join pg_class target on target.oid = fk.confrelid
where fk.contype = 'f' and fk.conparentid = 0
  and fk.connamespace = $1::regnamespace and target.relnamespace = $1::regnamespace`

// Every plain function of the schema except trigger functions, as typegen lists them. Defaults
// belong to the last pronargdefaults input arguments.
const FUNCTIONS_SQL = `
select p.proname as name, p.proretset as returns_set,
       case when p.proretset then nullif(p.prorows, 0)::float8 end as rows,
       rt.typname as return_type_name, rt.typnamespace::regnamespace::text as return_type_schema,
       rc.relname as return_relation,
       pg_get_function_arguments(p.oid) as arguments_text,
       pg_get_function_result(p.oid) as result_text,
       coalesce(p.proargmodes::text[], array_fill('i'::text, array[cardinality(p.proargtypes::oid[])])) as arg_modes,
       coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes, p.proargtypes))])) as arg_names,
       array(select t.typname::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, ord)
             join pg_type t on t.oid = a.oid order by a.ord) as arg_type_names,
       array(select t.typnamespace::regnamespace::text from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, ord)
             join pg_type t on t.oid = a.oid order by a.ord) as arg_type_schemas,
       p.pronargdefaults as defaults
from pg_proc p
join pg_type rt on rt.oid = p.prorettype
left join pg_class rc on rc.oid = rt.typrelid
where p.pronamespace = $1::regnamespace and p.prokind = 'f'
  and rt.typname not in ('trigger', 'event_trigger')`

const ENUMS_SQL = `
select t.typnamespace::regnamespace::text as schema, t.typname as name,
       array(select e.enumlabel::text from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) as values
from pg_type t
where t.typtype = 'e'`

const COMPOSITE_TYPES_SQL = `
select t.typname as name,
       coalesce(array_agg(a.attname::text order by a.attnum) filter (where a.attnum is not null), '{}') as attribute_names,
       coalesce(array_agg(at.typname::text order by a.attnum) filter (where a.attnum is not null), '{}') as attribute_types,
       coalesce(array_agg(at.typnamespace::regnamespace::text order by a.attnum) filter (where a.attnum is not null), '{}') as attribute_schemas
from pg_type t
join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
left join pg_type at on at.oid = a.atttypid
where t.typnamespace = $1::regnamespace
group by t.typname`

const MODES = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' } as const

function argumentMode(code: string): CatalogArgument['mode'] {
  if (code in MODES) return MODES[code as keyof typeof MODES]
  throw new Error(`unknown argument mode ${code}`)
}

interface FunctionRow {
  name: string
  returns_set: boolean
  rows: number | null
  return_type_name: string
  return_type_schema: string
  return_relation: string | null
  arguments_text: string
  result_text: string
  arg_modes: string[]
  arg_names: string[]
  arg_type_names: string[]
  arg_type_schemas: string[]
  defaults: number
}

function toFunction(row: FunctionRow): CatalogFunction {
  const inputs = row.arg_modes.filter((mode) => mode === 'i' || mode === 'b' || mode === 'v').length
  let inputIndex = 0
  const args = row.arg_modes.map((code, index): CatalogArgument => {
    const mode = argumentMode(code)
    const isInput = mode === 'in' || mode === 'inout' || mode === 'variadic'
    const hasDefault = isInput && inputIndex++ >= inputs - row.defaults
    return {
      name: row.arg_names[index] ?? '',
      mode,
      type: { name: row.arg_type_names[index] ?? 'unknown', schema: row.arg_type_schemas[index] ?? '' },
      hasDefault,
    }
  })
  return {
    name: row.name,
    args,
    returnType: { name: row.return_type_name, schema: row.return_type_schema },
    returnsSet: row.returns_set,
    returnRelation: row.return_relation,
    rows: row.rows,
    argumentsText: row.arguments_text,
    resultText: row.result_text,
  }
}

/** Reads what typegen would of `schema` (a superuser connection sees every object). */
export async function readCatalog(pool: Pool, schema: string): Promise<Catalog> {
  const [relations, columns, relationships, functions, enums, composites] = await Promise.all([
    pool.query<{ id: string; name: string; kind: string; updatable: boolean }>(RELATIONS_SQL, [schema]),
    pool.query<{
      relation_id: string
      name: string
      type_name: string
      type_schema: string
      nullable: boolean
      has_default: boolean
      identity: 'ALWAYS' | 'BY DEFAULT' | null
      updatable: boolean
    }>(COLUMNS_SQL, [schema]),
    pool.query<{
      foreign_key_name: string
      relation_id: string
      referenced_relation: string
      columns: string[]
      referenced_columns: string[]
      is_one_to_one: boolean
    }>(RELATIONSHIPS_SQL, [schema]),
    pool.query<FunctionRow>(FUNCTIONS_SQL, [schema]),
    pool.query<{ schema: string; name: string; values: string[] }>(ENUMS_SQL),
    pool.query<{ name: string; attribute_names: string[]; attribute_types: string[]; attribute_schemas: string[] }>(
      COMPOSITE_TYPES_SQL,
      [schema],
    ),
  ])
  const relation = (id: string): CatalogRelation => ({
    name: relations.rows.find((row) => row.id === id)?.name ?? '',
    columns: columns.rows
      .filter((column) => column.relation_id === id)
      .map((column) => ({
        name: column.name,
        type: { name: column.type_name, schema: column.type_schema },
        nullable: column.nullable,
        hasDefault: column.has_default,
        identity: column.identity,
        updatable: column.updatable,
      })),
    relationships: relationships.rows
      .filter((fk) => fk.relation_id === id)
      .map((fk) => ({
        foreignKeyName: fk.foreign_key_name,
        columns: fk.columns,
        isOneToOne: fk.is_one_to_one,
        referencedRelation: fk.referenced_relation,
        referencedColumns: fk.referenced_columns,
      })),
  })
  return {
    schema,
    tables: relations.rows.filter((row) => ['r', 'p', 'f'].includes(row.kind)).map((row) => relation(row.id)),
    views: relations.rows
      .filter((row) => row.kind === 'v' || row.kind === 'm')
      .map((row) => ({ ...relation(row.id), updatable: row.updatable })),
    functions: functions.rows.map(toFunction),
    enums: enums.rows.filter((row) => row.schema === schema).map(({ name, values }) => ({ name, values })),
    foreignEnums: enums.rows.filter((row) => row.schema !== schema),
    compositeTypes: composites.rows.map((row) => ({
      name: row.name,
      attributes: row.attribute_names.map((name, index) => ({
        name,
        type: { name: row.attribute_types[index] ?? 'unknown', schema: row.attribute_schemas[index] ?? '' },
      })),
    })),
  }
}
