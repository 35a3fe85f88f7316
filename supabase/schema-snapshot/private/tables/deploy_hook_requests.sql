-- table private.deploy_hook_requests: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.deploy_hook_requests (
  id bigint generated always as identity not null,
  reason text not null,
  article_ids uuid[] not null,
  slugs text[] not null,
  article_count integer not null,
  due_at timestamp with time zone,
  requested_at timestamp with time zone default now() not null,
  delivery_id bigint,
  constraint deploy_hook_requests_pkey PRIMARY KEY (id),
  constraint deploy_hook_requests_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES private.deploy_hook_deliveries(id) ON DELETE CASCADE,
  constraint deploy_hook_requests_reason_check CHECK (reason = ANY (ARRAY['publish'::text, 'update'::text, 'unpublish'::text, 'delete'::text, 'scheduled'::text, 'comment'::text]))
);

CREATE INDEX deploy_hook_requests_delivery_idx ON private.deploy_hook_requests USING btree (delivery_id) WHERE (delivery_id IS NOT NULL);
CREATE UNIQUE INDEX deploy_hook_requests_due_key ON private.deploy_hook_requests USING btree ((article_ids[1]), due_at) WHERE (due_at IS NOT NULL);
CREATE INDEX deploy_hook_requests_waiting_idx ON private.deploy_hook_requests USING btree (requested_at) WHERE (delivery_id IS NULL);

alter table private.deploy_hook_requests enable row level security;

-- no privileges for anyone but the owner
