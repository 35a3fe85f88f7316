-- table private.analytics_windows: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_windows (
  days smallint not null,
  dimension text not null,
  key text not null,
  article_id uuid,
  views bigint not null,
  visitors bigint not null,
  constraint analytics_windows_pkey PRIMARY KEY (days, dimension, key),
  constraint analytics_windows_days_check CHECK (days = ANY (ARRAY[7, 30, 90]))
);

CREATE INDEX analytics_windows_top_idx ON private.analytics_windows USING btree (days, dimension, views DESC, key);

alter table private.analytics_windows enable row level security;

-- no privileges for anyone but the owner
