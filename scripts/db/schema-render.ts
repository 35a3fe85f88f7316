/**
 * Renders supabase/schema-snapshot/ from the catalogue rows (scripts/db/schema-catalog.ts): the database as
 * the migrations leave it, one file per table (with its indexes, triggers, row security, policies
 * and grants), per view and per function, so nobody has to replay the migrations to read the
 * design. Pure, so it is unit-tested without a database (schema-render.test.ts).
 */
import type {
  ColumnGrant, Grant, PlatformTableAdditions, SchemaCatalog, SchemaColumn, SchemaFunction, SchemaPolicy, SchemaTable, SchemaView,
} from './schema-catalog.ts'

export const SCHEMAS_FOLDER = 'supabase/schema-snapshot'

const header = (what: string) =>
  `-- ${what}: the state supabase/migrations leave, written by \`npm run db:types\`; do not edit.\n` +
  '-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).\n'

const TABLE_PRIVILEGES = ['delete', 'insert', 'maintain', 'references', 'select', 'trigger', 'truncate', 'update']

export function quoteIdent(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`
}

const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`
const role = (grantee: string) => (grantee === 'PUBLIC' ? 'public' : quoteIdent(grantee))

function privilegeList(privileges: string[], all: string[]): string {
  return all.length > 1 && all.every((privilege) => privileges.includes(privilege)) ? 'all' : [...privileges].sort().join(', ')
}

function grantLines(grants: Grant[], object: string, all: string[]): string[] {
  return [...grants]
    .sort((a, b) => a.grantee.localeCompare(b.grantee))
    .map((grant) => `grant ${privilegeList(grant.privileges, all)} on ${object} to ${role(grant.grantee)};`)
}

function columnGrantLines(grants: ColumnGrant[], table: string): string[] {
  const grouped = new Map<string, string[]>()
  for (const grant of grants) {
    for (const privilege of grant.privileges) {
      const key = `${privilege}\u0000${grant.grantee}`
      grouped.set(key, [...(grouped.get(key) ?? []), grant.column])
    }
  }
  return [...grouped.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, columns]) => {
      const [privilege = '', grantee = ''] = key.split('\u0000')
      return `grant ${privilege} (${columns.map(quoteIdent).join(', ')}) on table ${table} to ${role(grantee)};`
    })
}

function columnLine(column: SchemaColumn): string {
  const parts = [quoteIdent(column.name), column.type]
  if (column.generated !== null) parts.push(`generated always as (${column.generated}) stored`)
  if (column.identity !== null) parts.push(`generated ${column.identity} as identity`)
  if (column.default !== null) parts.push(`default ${column.default}`)
  if (column.notNull) parts.push('not null')
  return parts.join(' ')
}

function policyStatement(policy: SchemaPolicy, table: string): string {
  const lines = [`create policy ${quoteIdent(policy.name)} on ${table}`]
  if (!policy.permissive) lines.push('  as restrictive')
  lines.push(`  for ${policy.command} to ${policy.roles.map(role).join(', ')}`)
  if (policy.using !== null) lines.push(`  using (${policy.using})`)
  if (policy.withCheck !== null) lines.push(`  with check (${policy.withCheck})`)
  return `${lines.join('\n')};`
}

const sections = (...parts: string[][]) => parts.filter((part) => part.length > 0).map((part) => part.join('\n')).join('\n\n')

function renderTable(table: SchemaTable): string {
  const name = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`
  const body = [
    ...table.columns.map(columnLine),
    ...table.constraints.map((constraint) => `constraint ${quoteIdent(constraint.name)} ${constraint.definition}`),
  ]
  const comments = [
    ...(table.comment === null ? [] : [`comment on table ${name} is ${quoteLiteral(table.comment)};`]),
    ...table.columns.flatMap((column) =>
      column.comment === null ? [] : [`comment on column ${name}.${quoteIdent(column.name)} is ${quoteLiteral(column.comment)};`]),
  ]
  const security = [
    ...(table.rowSecurity ? [`alter table ${name} enable row level security;`] : []),
    ...(table.forceRowSecurity ? [`alter table ${name} force row level security;`] : []),
  ]
  const grants = [...grantLines(table.grants, `table ${name}`, TABLE_PRIVILEGES), ...columnGrantLines(table.columnGrants, name)]
  return header(`table ${table.schema}.${table.name}`) + '\n' + sections(
    [`create table ${name} (`, body.map((line) => `  ${line}`).join(',\n'), ');'],
    comments,
    table.indexes,
    table.triggers,
    security,
    table.policies.map((policy) => policyStatement(policy, name)),
    grants.length > 0 ? grants : [`-- no privileges for anyone but the owner`],
  ) + '\n'
}

function renderView(view: SchemaView): string {
  const name = `${quoteIdent(view.schema)}.${quoteIdent(view.name)}`
  const options = view.options.length > 0 ? ` with (${view.options.join(', ')})` : ''
  const grants = grantLines(view.grants, `table ${name}`, TABLE_PRIVILEGES)
  return header(`view ${view.schema}.${view.name}`) + '\n' + sections(
    [`create view ${name}${options} as`, view.definition.trimEnd().replace(/;?$/, ';')],
    grants.length > 0 ? grants : [`-- no privileges for anyone but the owner`],
  ) + '\n'
}

function functionGrants(fn: SchemaFunction): string[] {
  // No ACL at all is PostgreSQL's default: every role, anon included, may execute.
  if (fn.grants === null) return [`-- execute: default privileges (public may execute)`]
  const lines = fn.grants.some((grant) => grant.grantee === 'PUBLIC') ? [] : [`revoke all on function ${fn.signature} from public;`]
  return [...lines, ...grantLines(fn.grants, `function ${fn.signature}`, ['execute'])]
}

function renderFunctions(functions: SchemaFunction[]): string {
  const [first] = functions
  if (!first) return ''
  return header(`function ${first.schema}.${first.name}`) + '\n' +
    functions.map((fn) => sections([`${fn.definition.trimEnd()};`], functionGrants(fn))).join('\n\n') + '\n'
}

function renderPlatformTable(table: PlatformTableAdditions, buckets: SchemaCatalog['buckets']): string {
  const name = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`
  const rows = table.schema === 'storage' && table.name === 'objects'
    ? buckets.map((bucket) => {
        const columns = Object.keys(bucket)
        const values = columns.map((column) => (bucket[column] === null ? 'null' : quoteLiteral(bucket[column] ?? '')))
        return `insert into storage.buckets (${columns.join(', ')}) values (${values.join(', ')});`
      })
    : []
  return header(`what the migrations add to the platform's ${table.schema}.${table.name}`) + '\n' + sections(
    rows,
    table.triggers,
    table.policies.map((policy) => policyStatement(policy, name)),
  ) + '\n'
}

function renderSchemas(catalog: SchemaCatalog): string {
  const extensions = catalog.extensions.map((extension) =>
    `create extension if not exists ${quoteIdent(extension.name)} with schema ${quoteIdent(extension.schema)};`)
  const schemas = catalog.schemas.flatMap((schema) => [
    `create schema if not exists ${quoteIdent(schema.name)};`,
    ...(schema.comment === null ? [] : [`comment on schema ${quoteIdent(schema.name)} is ${quoteLiteral(schema.comment)};`]),
    ...(schema.grants === null ? [] : grantLines(schema.grants, `schema ${quoteIdent(schema.name)}`, ['create', 'usage'])),
  ])
  return header('schemas and extensions') + '\n' + sections(extensions, schemas) + '\n'
}

/** Every file of supabase/schema-snapshot/, by path relative to the project root. */
export function renderSchemaFiles(catalog: SchemaCatalog): Map<string, string> {
  const files = new Map<string, string>()
  const put = (relative: string, text: string) => files.set(`${SCHEMAS_FOLDER}/${relative}`, text)
  put('schemas.sql', renderSchemas(catalog))
  for (const table of catalog.tables) put(`${table.schema}/tables/${table.name}.sql`, renderTable(table))
  for (const view of catalog.views) put(`${view.schema}/views/${view.name}.sql`, renderView(view))
  const functions = new Map<string, SchemaFunction[]>()
  for (const fn of catalog.functions) {
    const key = `${fn.schema}/functions/${fn.name}.sql`
    functions.set(key, [...(functions.get(key) ?? []), fn])
  }
  for (const [relative, overloads] of functions) put(relative, renderFunctions(overloads))
  for (const table of catalog.platformTables) put(`platform/${table.schema}.${table.name}.sql`, renderPlatformTable(table, catalog.buckets))
  return files
}
