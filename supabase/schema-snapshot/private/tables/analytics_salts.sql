-- table private.analytics_salts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_salts (
  day date not null,
  salt bytea default extensions.gen_random_bytes(32) not null,
  constraint analytics_salts_pkey PRIMARY KEY (day)
);

alter table private.analytics_salts enable row level security;

-- no privileges for anyone but the owner
