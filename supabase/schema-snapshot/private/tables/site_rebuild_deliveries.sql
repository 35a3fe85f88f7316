-- table private.site_rebuild_deliveries: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.site_rebuild_deliveries (
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
  constraint site_rebuild_deliveries_pkey PRIMARY KEY (id),
  constraint site_rebuild_deliveries_state_check CHECK (state = ANY (ARRAY['sending'::text, 'retrying'::text, 'sent'::text]))
);

CREATE INDEX site_rebuild_deliveries_created_idx ON private.site_rebuild_deliveries USING btree (created_at);
CREATE UNIQUE INDEX site_rebuild_deliveries_open_idx ON private.site_rebuild_deliveries USING btree ((true)) WHERE (state = ANY (ARRAY['sending'::text, 'retrying'::text]));

alter table private.site_rebuild_deliveries enable row level security;

-- no privileges for anyone but the owner
