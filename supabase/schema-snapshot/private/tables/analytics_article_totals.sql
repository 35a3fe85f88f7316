-- table private.analytics_article_totals: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_article_totals (
  article_id uuid not null,
  views bigint not null,
  constraint analytics_article_totals_pkey PRIMARY KEY (article_id)
);

alter table private.analytics_article_totals enable row level security;

-- no privileges for anyone but the owner
