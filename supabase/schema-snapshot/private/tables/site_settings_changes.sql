-- table private.site_settings_changes: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.site_settings_changes (
  id bigint generated always as identity not null,
  changed_at timestamp with time zone default now() not null,
  changed_by uuid,
  changes jsonb not null,
  constraint site_settings_changes_pkey PRIMARY KEY (id)
);

alter table private.site_settings_changes enable row level security;

-- no privileges for anyone but the owner
