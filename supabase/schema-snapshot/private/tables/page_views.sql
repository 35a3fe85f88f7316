-- table private.page_views: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.page_views (
  viewed_at timestamp with time zone not null,
  path text not null,
  article_id uuid,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null,
  visitor bigint not null,
  first_of_day boolean not null,
  constraint page_views_device_check CHECK (device = ANY (ARRAY['desktop'::text, 'mobile'::text, 'tablet'::text]))
) partition by range (viewed_at);

CREATE INDEX page_views_visitor_idx ON ONLY private.page_views USING btree (visitor);

alter table private.page_views enable row level security;

-- no privileges for anyone but the owner
