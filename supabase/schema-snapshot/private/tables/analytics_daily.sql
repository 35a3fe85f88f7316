-- table private.analytics_daily: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_daily (
  dimension text not null,
  day date not null,
  key text not null,
  article_id uuid,
  views bigint default 0 not null,
  visitors bigint default 0 not null,
  constraint analytics_daily_pkey PRIMARY KEY (dimension, day, key),
  constraint analytics_daily_dimension_check CHECK (dimension = ANY (ARRAY['site'::text, 'path'::text, 'referrer'::text, 'campaign'::text, 'device'::text, 'signup'::text]))
);

CREATE INDEX analytics_daily_article_idx ON private.analytics_daily USING btree (article_id, day) WHERE (article_id IS NOT NULL);

alter table private.analytics_daily enable row level security;

-- no privileges for anyone but the owner
