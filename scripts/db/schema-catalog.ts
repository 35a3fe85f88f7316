/**
 * What `npm run db:types` reads to write supabase/schema-snapshot/: every object the migrations own, as
 * PostgreSQL itself prints it (`pg_get_functiondef`, `pg_get_constraintdef`, `pg_get_indexdef`,
 * `pg_get_triggerdef`, `pg_get_viewdef`, `pg_get_expr`), with its privileges and policies.
 * scripts/db/schema-render.ts turns these rows into files without a database.
 */
import type { Pool, PoolClient } from 'pg'

/** The schemas the migrations create or fill; `auth` and `storage` belong to the platform. */
export const OWN_SCHEMAS = ['public', 'private'] as const

/** One grantee's privileges on one object; `PUBLIC` for everyone. */
export interface Grant {
  grantee: string
  privileges: string[]
}

export interface ColumnGrant extends Grant {
  column: string
}

export interface SchemaPolicy {
  name: string
  permissive: boolean
  command: 'select' | 'insert' | 'update' | 'delete' | 'all'
  roles: string[]
  using: string | null
  withCheck: string | null
}

export interface SchemaColumn {
  name: string
  type: string
  notNull: boolean
  default: string | null
  generated: string | null
  identity: 'always' | 'by default' | null
  comment: string | null
}

export interface SchemaTable {
  schema: string
  name: string
  comment: string | null
  columns: SchemaColumn[]
  /** `constraint <name> <definition>` lines, primary key first. */
  constraints: { name: string; definition: string }[]
  /** Indexes that back no constraint, as `create index` statements. */
  indexes: string[]
  triggers: string[]
  rowSecurity: boolean
  forceRowSecurity: boolean
  policies: SchemaPolicy[]
  grants: Grant[]
  columnGrants: ColumnGrant[]
}

export interface SchemaView {
  schema: string
  name: string
  options: string[]
  definition: string
  grants: Grant[]
}

export interface SchemaFunction {
  schema: string
  name: string
  /** `schema.name(argument types)`, as grants name it. */
  signature: string
  definition: string
  /** Null while the function has default privileges (PUBLIC may execute). */
  grants: Grant[] | null
}

/** Policies and triggers the migrations add to a platform table (`storage.objects`, `auth.users`). */
export interface PlatformTableAdditions {
  schema: string
  name: string
  policies: SchemaPolicy[]
  triggers: string[]
}

export interface SchemaCatalog {
  schemas: { name: string; grants: Grant[] | null; comment: string | null }[]
  extensions: { name: string; schema: string }[]
  tables: SchemaTable[]
  views: SchemaView[]
  functions: SchemaFunction[]
  platformTables: PlatformTableAdditions[]
  /** Buckets the migrations insert: their columns as text, by name. */
  buckets: Record<string, string | null>[]
}

const COMMANDS: Record<string, SchemaPolicy['command']> = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' }

// One grantee's privileges from an ACL, less the owner's own (implied by ownership).
const ACL_SQL = (acl: string, owner: string) => `
  select case when a.grantee = 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end as grantee,
         array_agg(lower(a.privilege_type)::text order by a.privilege_type) as privileges
  from aclexplode(${acl}) a
  where a.grantee <> ${owner}
  group by a.grantee`

const SCHEMAS_SQL = `
select n.nspname as name, obj_description(n.oid, 'pg_namespace') as comment,
       case when n.nspacl is null then null else
         coalesce((select json_agg(g order by g.grantee) from (${ACL_SQL('n.nspacl', 'n.nspowner')}) g), '[]') end as grants
from pg_namespace n where n.nspname = any($1) order by n.nspname`

const EXTENSIONS_SQL = `
select e.extname as name, e.extnamespace::regnamespace::text as schema
from pg_extension e where e.extname <> 'plpgsql' order by e.extname`

const TABLES_SQL = `
select c.oid::int8 as id, c.relnamespace::regnamespace::text as schema, c.relname as name,
       obj_description(c.oid, 'pg_class') as comment,
       c.relrowsecurity as row_security, c.relforcerowsecurity as force_row_security,
       coalesce((select json_agg(g order by g.grantee) from (${ACL_SQL('c.relacl', 'c.relowner')}) g), '[]') as grants
from pg_class c
where c.relnamespace::regnamespace::text = any($1) and c.relkind in ('r', 'p')
order by 2, 3`

const COLUMNS_SQL = `
select a.attrelid::int8 as table_id, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
       a.attnotnull as not_null,
       case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as "default",
       case when a.attgenerated <> '' then pg_get_expr(d.adbin, d.adrelid) end as generated,
       case a.attidentity when 'a' then 'always' when 'd' then 'by default' end as identity,
       col_description(a.attrelid, a.attnum) as comment,
       coalesce((select json_agg(g order by g.grantee) from (${ACL_SQL('a.attacl', 'c.relowner')}) g), '[]') as grants
from pg_attribute a
join pg_class c on c.oid = a.attrelid
left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
where a.attrelid = any($1::oid[]) and a.attnum > 0 and not a.attisdropped
order by a.attrelid, a.attnum`

// Primary key, unique, exclusion, foreign key, then checks; each group by name.
const CONSTRAINTS_SQL = `
select conrelid::int8 as table_id, conname as name, pg_get_constraintdef(oid, true) as definition
from pg_constraint
where conrelid = any($1::oid[]) and contype in ('p', 'u', 'x', 'f', 'c')
order by conrelid, array_position(array['p', 'u', 'x', 'f', 'c']::"char"[], contype), conname`

const INDEXES_SQL = `
select i.indrelid::int8 as table_id, pg_get_indexdef(i.indexrelid) as definition
from pg_index i join pg_class ic on ic.oid = i.indexrelid
where i.indrelid = any($1::oid[])
  and not exists (select from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
order by i.indrelid, ic.relname`

const TRIGGERS_SQL = `
select t.tgrelid::int8 as table_id, pg_get_triggerdef(t.oid, true) as definition,
       p.pronamespace::regnamespace::text as function_schema
from pg_trigger t join pg_proc p on p.oid = t.tgfoid
where t.tgrelid = any($1::oid[]) and not t.tgisinternal
order by t.tgrelid, t.tgname`

const POLICIES_SQL = `
select p.polrelid::int8 as table_id, p.polname as name, p.polpermissive as permissive, p.polcmd as command,
       case when p.polroles = '{0}' then array['public']::text[] else
         array(select pg_get_userbyid(r)::text from unnest(p.polroles) r order by 1) end as roles,
       pg_get_expr(p.polqual, p.polrelid, true) as using,
       pg_get_expr(p.polwithcheck, p.polrelid, true) as with_check
from pg_policy p
where p.polrelid = any($1::oid[])
order by p.polrelid, p.polname`

const VIEWS_SQL = `
select c.relnamespace::regnamespace::text as schema, c.relname as name,
       coalesce(c.reloptions, '{}')::text[] as options, pg_get_viewdef(c.oid, true) as definition,
       coalesce((select json_agg(g order by g.grantee) from (${ACL_SQL('c.relacl', 'c.relowner')}) g), '[]') as grants
from pg_class c
where c.relnamespace::regnamespace::text = any($1) and c.relkind in ('v', 'm')
order by 1, 2`

// Functions an extension brings (pg_trgm's, pgcrypto's) are the extension's, not ours.
const FUNCTIONS_SQL = `
select p.pronamespace::regnamespace::text as schema, p.proname as name, p.oid::regprocedure::text as signature,
       pg_get_functiondef(p.oid) as definition,
       case when p.proacl is null then null else
         coalesce((select json_agg(g order by g.grantee) from (${ACL_SQL('p.proacl', 'p.proowner')}) g), '[]') end as grants
from pg_proc p
where p.pronamespace::regnamespace::text = any($1) and p.prokind in ('f', 'p')
  and not exists (select from pg_depend d where d.objid = p.oid and d.classid = 'pg_proc'::regclass and d.deptype = 'e')
order by 1, 2, 3`

const PLATFORM_TABLES_SQL = `
select c.oid::int8 as id, c.relnamespace::regnamespace::text as schema, c.relname as name
from pg_class c
where c.relnamespace::regnamespace::text in ('auth', 'storage') and c.relkind in ('r', 'p')
order by 2, 3`

interface Row {
  [column: string]: unknown
}

function byTable<T>(rows: Row[], map: (row: Row) => T): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const row of rows) {
    const key = String(row.table_id)
    grouped.set(key, [...(grouped.get(key) ?? []), map(row)])
  }
  return grouped
}

function toPolicy(row: Row): SchemaPolicy {
  const command = COMMANDS[String(row.command)]
  if (!command) throw new Error(`policy ${String(row.name)}: unknown command ${String(row.command)}`)
  return {
    name: String(row.name),
    permissive: Boolean(row.permissive),
    command,
    roles: row.roles as string[],
    using: (row.using as string | null) ?? null,
    withCheck: (row.with_check as string | null) ?? null,
  }
}

async function tableParts(client: PoolClient, ids: string[]) {
  const query = async (sql: string) => (await client.query<Row>(sql, [ids])).rows
  const columns = await query(COLUMNS_SQL)
  const constraints = await query(CONSTRAINTS_SQL)
  const indexes = await query(INDEXES_SQL)
  const triggers = await query(TRIGGERS_SQL)
  const policies = await query(POLICIES_SQL)
  return {
    columns: byTable(columns, (row) => row),
    constraints: byTable(constraints, (row) => ({ name: String(row.name), definition: String(row.definition) })),
    indexes: byTable(indexes, (row) => `${String(row.definition)};`),
    triggers: byTable(triggers, (row) => ({ definition: `${String(row.definition)};`, functionSchema: String(row.function_schema) })),
    policies: byTable(policies, toPolicy),
  }
}

function toColumn(row: Row): SchemaColumn {
  return {
    name: String(row.name),
    type: String(row.type),
    notNull: Boolean(row.not_null),
    default: (row.default as string | null) ?? null,
    generated: (row.generated as string | null) ?? null,
    identity: (row.identity as SchemaColumn['identity']) ?? null,
    comment: (row.comment as string | null) ?? null,
  }
}

function columnGrants(rows: Row[]): ColumnGrant[] {
  return rows.flatMap((row) => (row.grants as Grant[]).map((grant) => ({ ...grant, column: String(row.name) })))
}

export async function readSchemaCatalog(pool: Pool): Promise<SchemaCatalog> {
  const client = await pool.connect()
  try {
    // An empty search_path makes PostgreSQL print every name schema-qualified, as a reader needs.
    await client.query(`set search_path to ''`)
    return await readWith(client)
  } finally {
    await client.query('reset search_path')
    client.release()
  }
}

async function readWith(client: PoolClient): Promise<SchemaCatalog> {
  const schemas = [...OWN_SCHEMAS]
  const schemaRows = await client.query<Row>(SCHEMAS_SQL, [schemas])
  const extensions = await client.query<Row>(EXTENSIONS_SQL)
  const tableRows = await client.query<Row>(TABLES_SQL, [schemas])
  const views = await client.query<Row>(VIEWS_SQL, [schemas])
  const functions = await client.query<Row>(FUNCTIONS_SQL, [schemas])
  const platformRows = await client.query<Row>(PLATFORM_TABLES_SQL)
  const buckets = await client.query<Row>(
    'select id, name, public::text, file_size_limit::text, allowed_mime_types::text from storage.buckets order by id')
  const own = await tableParts(client, tableRows.rows.map((row) => String(row.id)))
  const platform = await tableParts(client, platformRows.rows.map((row) => String(row.id)))
  return {
    schemas: schemaRows.rows.map((row) => ({
      name: String(row.name),
      grants: (row.grants as Grant[] | null) ?? null,
      comment: (row.comment as string | null) ?? null,
    })),
    extensions: extensions.rows.map((row) => ({ name: String(row.name), schema: String(row.schema) })),
    tables: tableRows.rows.map((row) => {
      const id = String(row.id)
      const columns = own.columns.get(id) ?? []
      return {
        schema: String(row.schema),
        name: String(row.name),
        comment: (row.comment as string | null) ?? null,
        columns: columns.map(toColumn),
        constraints: own.constraints.get(id) ?? [],
        indexes: own.indexes.get(id) ?? [],
        triggers: (own.triggers.get(id) ?? []).map((trigger) => trigger.definition),
        rowSecurity: Boolean(row.row_security),
        forceRowSecurity: Boolean(row.force_row_security),
        policies: own.policies.get(id) ?? [],
        grants: row.grants as Grant[],
        columnGrants: columnGrants(columns),
      }
    }),
    views: views.rows.map((row) => ({
      schema: String(row.schema),
      name: String(row.name),
      options: row.options as string[],
      definition: String(row.definition),
      grants: row.grants as Grant[],
    })),
    functions: functions.rows.map((row) => ({
      schema: String(row.schema),
      name: String(row.name),
      signature: String(row.signature),
      definition: String(row.definition),
      grants: (row.grants as Grant[] | null) ?? null,
    })),
    // Only what the migrations add: policies, and triggers that call one of our functions.
    platformTables: platformRows.rows
      .map((row) => {
        const id = String(row.id)
        const ours = (schema: string) => (OWN_SCHEMAS as readonly string[]).includes(schema)
        return {
          schema: String(row.schema),
          name: String(row.name),
          policies: platform.policies.get(id) ?? [],
          triggers: (platform.triggers.get(id) ?? []).filter((trigger) => ours(trigger.functionSchema)).map((trigger) => trigger.definition),
        }
      })
      .filter((table) => table.policies.length > 0 || table.triggers.length > 0),
    buckets: buckets.rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : null]))),
  }
}
