-- table private.analytics_client_minutes: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_client_minutes (
  client_key bytea not null,
  minute timestamp with time zone not null,
  views integer default 1 not null,
  constraint analytics_client_minutes_pkey PRIMARY KEY (client_key, minute)
);

CREATE INDEX analytics_client_minutes_minute_idx ON private.analytics_client_minutes USING btree (minute);

alter table private.analytics_client_minutes enable row level security;

-- no privileges for anyone but the owner
