-- table private.subscribe_attempts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.subscribe_attempts (
  client_key bytea not null,
  created_at timestamp with time zone default now() not null
);

CREATE INDEX subscribe_attempts_client_idx ON private.subscribe_attempts USING btree (client_key, created_at);
CREATE INDEX subscribe_attempts_created_idx ON private.subscribe_attempts USING btree (created_at);

alter table private.subscribe_attempts enable row level security;

-- no privileges for anyone but the owner
