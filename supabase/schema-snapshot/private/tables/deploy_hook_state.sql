-- table private.deploy_hook_state: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.deploy_hook_state (
  id boolean default true not null,
  last_attempt_at timestamp with time zone,
  due_checked_until timestamp with time zone default now() not null,
  constraint deploy_hook_state_pkey PRIMARY KEY (id),
  constraint deploy_hook_state_id_check CHECK (id)
);

alter table private.deploy_hook_state enable row level security;

-- no privileges for anyone but the owner
