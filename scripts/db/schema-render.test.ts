import { describe, expect, it } from 'vitest'
import type { SchemaCatalog, SchemaTable } from './schema-catalog.ts'
import { quoteIdent, renderSchemaFiles } from './schema-render.ts'

const table: SchemaTable = {
  schema: 'public',
  name: 'notes',
  comment: "Readers' notes",
  columns: [
    { name: 'id', type: 'bigint', notNull: true, default: null, generated: null, identity: 'always', comment: null },
    { name: 'body', type: 'text', notNull: true, default: "''::text", generated: null, identity: null, comment: null },
    { name: 'words', type: 'integer', notNull: false, default: null, generated: 'char_length(body)', identity: null, comment: 'Derived' },
  ],
  constraints: [{ name: 'notes_pkey', definition: 'PRIMARY KEY (id)' }],
  indexes: ['CREATE INDEX notes_body_idx ON public.notes USING btree (body);'],
  triggers: [],
  rowSecurity: true,
  forceRowSecurity: false,
  policies: [
    { name: 'notes read', permissive: true, command: 'select', roles: ['anon', 'authenticated'], using: 'true', withCheck: null },
    { name: 'notes_guard', permissive: false, command: 'insert', roles: ['public'], using: null, withCheck: '(body <> \'\'::text)' },
  ],
  grants: [
    { grantee: 'service_role', privileges: ['delete', 'insert', 'maintain', 'references', 'select', 'trigger', 'truncate', 'update'] },
    { grantee: 'anon', privileges: ['select'] },
  ],
  columnGrants: [
    { column: 'body', grantee: 'authenticated', privileges: ['update'] },
    { column: 'words', grantee: 'authenticated', privileges: ['update'] },
  ],
}

const catalog: SchemaCatalog = {
  schemas: [{ name: 'private', grants: [{ grantee: 'authenticated', privileges: ['usage'] }], comment: null }],
  extensions: [{ name: 'pg_trgm', schema: 'extensions' }],
  tables: [table],
  views: [],
  functions: [
    {
      schema: 'public', name: 'open_fn', signature: 'public.open_fn()', grants: null,
      definition: 'CREATE OR REPLACE FUNCTION public.open_fn()\n RETURNS int\n LANGUAGE sql\nAS $function$ select 1 $function$\n',
    },
    {
      schema: 'public', name: 'closed_fn', signature: 'public.closed_fn(text)', grants: [{ grantee: 'anon', privileges: ['execute'] }],
      definition: 'CREATE OR REPLACE FUNCTION public.closed_fn(q text)\n RETURNS int\n LANGUAGE sql\nAS $function$ select 2 $function$\n',
    },
  ],
  platformTables: [],
  buckets: [],
}

describe('renderSchemaFiles', () => {
  const files = renderSchemaFiles(catalog)
  const notes = files.get('supabase/schema-snapshot/public/tables/notes.sql') ?? ''

  it('writes one file per table and function, and one for schemas and extensions', () => {
    expect([...files.keys()].sort()).toEqual([
      'supabase/schema-snapshot/public/functions/closed_fn.sql',
      'supabase/schema-snapshot/public/functions/open_fn.sql',
      'supabase/schema-snapshot/public/tables/notes.sql',
      'supabase/schema-snapshot/schemas.sql',
    ])
    expect(files.get('supabase/schema-snapshot/schemas.sql')).toContain('create extension if not exists pg_trgm with schema extensions;')
    expect(files.get('supabase/schema-snapshot/schemas.sql')).toContain('grant usage on schema private to authenticated;')
  })

  it('renders columns with identity, defaults, generation and constraints', () => {
    expect(notes).toContain('create table public.notes (\n  id bigint generated always as identity not null,\n  body text default \'\'::text not null,')
    expect(notes).toContain('  words integer generated always as (char_length(body)) stored,\n  constraint notes_pkey PRIMARY KEY (id)\n);')
    expect(notes).toContain("comment on table public.notes is 'Readers'' notes';")
    expect(notes).toContain("comment on column public.notes.words is 'Derived';")
    expect(notes).toContain('CREATE INDEX notes_body_idx ON public.notes USING btree (body);')
  })

  it('renders row security, permissive and restrictive policies with quoted names', () => {
    expect(notes).toContain('alter table public.notes enable row level security;')
    expect(notes).not.toContain('force row level security')
    expect(notes).toContain('create policy "notes read" on public.notes\n  for select to anon, authenticated\n  using (true);')
    expect(notes).toContain("create policy notes_guard on public.notes\n  as restrictive\n  for insert to public\n  with check ((body <> ''::text));")
  })

  it('renders table grants (every privilege as all) and column grants grouped by privilege', () => {
    expect(notes).toContain('grant select on table public.notes to anon;\ngrant all on table public.notes to service_role;')
    expect(notes).toContain('grant update (body, words) on table public.notes to authenticated;')
  })

  it('says when a function keeps the default EXECUTE for public, and revokes it otherwise', () => {
    expect(files.get('supabase/schema-snapshot/public/functions/open_fn.sql')).toContain('-- execute: default privileges (public may execute)')
    const closed = files.get('supabase/schema-snapshot/public/functions/closed_fn.sql') ?? ''
    expect(closed).toContain('AS $function$ select 2 $function$;')
    expect(closed).toContain('revoke all on function public.closed_fn(text) from public;\ngrant execute on function public.closed_fn(text) to anon;')
  })

  it('quotes identifiers only where PostgreSQL needs it', () => {
    expect(quoteIdent('articles')).toBe('articles')
    expect(quoteIdent('Mixed')).toBe('"Mixed"')
    expect(quoteIdent('a"b')).toBe('"a""b"')
  })
})
