-- table private.page_view_inbox: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.page_view_inbox (
  viewed_at timestamp with time zone default now() not null,
  path text not null,
  article_id uuid,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null,
  visitor bigint not null
);

alter table private.page_view_inbox enable row level security;

-- no privileges for anyone but the owner
