-- table public.imports: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.imports (
  id uuid default gen_random_uuid() not null,
  format text not null,
  file_name text not null,
  file_size bigint not null,
  fingerprint text not null,
  source_site text default ''::text not null,
  state text default 'running'::text not null,
  mapping jsonb default '{}'::jsonb not null,
  total integer default 0 not null,
  processed integer default 0 not null,
  counts jsonb default '{}'::jsonb not null,
  notes_count integer default 0 not null,
  started_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  finished_at timestamp with time zone,
  constraint imports_pkey PRIMARY KEY (id),
  constraint imports_started_by_fkey FOREIGN KEY (started_by) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint imports_counts_check CHECK (octet_length(counts::text) <= 10000),
  constraint imports_file_name_check CHECK (char_length(file_name) >= 1 AND char_length(file_name) <= 300),
  constraint imports_file_size_check CHECK (file_size >= 0),
  constraint imports_fingerprint_check CHECK (char_length(fingerprint) >= 1 AND char_length(fingerprint) <= 200),
  constraint imports_format_check CHECK (format = ANY (ARRAY['wordpress'::text, 'ghost'::text, 'substack'::text])),
  constraint imports_mapping_check CHECK (octet_length(mapping::text) <= 100000),
  constraint imports_processed_check CHECK (processed >= 0),
  constraint imports_source_site_check CHECK (char_length(source_site) <= 300),
  constraint imports_state_check CHECK (state = ANY (ARRAY['running'::text, 'done'::text, 'failed'::text, 'undone'::text])),
  constraint imports_total_check CHECK (total >= 0)
);

CREATE INDEX imports_created_at_id_idx ON public.imports USING btree (created_at DESC, id DESC);
CREATE INDEX imports_unfinished_idx ON public.imports USING btree (fingerprint) WHERE (state = ANY (ARRAY['running'::text, 'failed'::text]));

alter table public.imports enable row level security;

create policy imports_admin_read on public.imports
  for select to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));

grant select on table public.imports to authenticated;
grant select on table public.imports to service_role;
