-- table private.analytics_state: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_state (
  id boolean default true not null,
  windows_day date default private.analytics_day(now()) not null,
  ticked_at timestamp with time zone,
  constraint analytics_state_pkey PRIMARY KEY (id),
  constraint analytics_state_id_check CHECK (id)
);

alter table private.analytics_state enable row level security;

-- no privileges for anyone but the owner
