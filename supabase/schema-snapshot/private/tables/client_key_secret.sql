-- table private.client_key_secret: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.client_key_secret (
  singleton boolean default true not null,
  secret bytea default extensions.gen_random_bytes(32) not null,
  constraint client_key_secret_pkey PRIMARY KEY (singleton),
  constraint client_key_secret_singleton_check CHECK (singleton)
);

alter table private.client_key_secret enable row level security;

-- no privileges for anyone but the owner
