-- table private.deploy_hook_deliveries: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.deploy_hook_deliveries (
  id bigint generated always as identity not null,
  payload jsonb not null,
  state text default 'sending'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  net_request_id bigint,
  last_status integer,
  last_error text,
  created_at timestamp with time zone default now() not null,
  sent_at timestamp with time zone,
  constraint deploy_hook_deliveries_pkey PRIMARY KEY (id),
  constraint deploy_hook_deliveries_state_check CHECK (state = ANY (ARRAY['sending'::text, 'retrying'::text, 'sent'::text]))
);

CREATE INDEX deploy_hook_deliveries_created_idx ON private.deploy_hook_deliveries USING btree (created_at);
CREATE UNIQUE INDEX deploy_hook_deliveries_open_idx ON private.deploy_hook_deliveries USING btree ((true)) WHERE (state = ANY (ARRAY['sending'::text, 'retrying'::text]));

alter table private.deploy_hook_deliveries enable row level security;

-- no privileges for anyone but the owner
