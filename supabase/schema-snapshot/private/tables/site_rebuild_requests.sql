-- table private.site_rebuild_requests: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.site_rebuild_requests (
  id bigint generated always as identity not null,
  reason text not null,
  article_ids uuid[] not null,
  slugs text[] not null,
  article_count integer not null,
  due_at timestamp with time zone,
  requested_at timestamp with time zone default now() not null,
  delivery_id bigint,
  constraint site_rebuild_requests_pkey PRIMARY KEY (id),
  constraint site_rebuild_requests_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES private.site_rebuild_deliveries(id) ON DELETE CASCADE,
  constraint site_rebuild_requests_reason_check CHECK (reason = ANY (ARRAY['publish'::text, 'update'::text, 'unpublish'::text, 'delete'::text, 'scheduled'::text, 'comment'::text]))
);

CREATE INDEX site_rebuild_requests_delivery_idx ON private.site_rebuild_requests USING btree (delivery_id) WHERE (delivery_id IS NOT NULL);
CREATE UNIQUE INDEX site_rebuild_requests_due_key ON private.site_rebuild_requests USING btree ((article_ids[1]), due_at) WHERE (due_at IS NOT NULL);
CREATE INDEX site_rebuild_requests_waiting_idx ON private.site_rebuild_requests USING btree (requested_at) WHERE (delivery_id IS NULL);

alter table private.site_rebuild_requests enable row level security;

-- no privileges for anyone but the owner
