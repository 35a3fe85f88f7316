-- table public.article_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.article_counts (
  category text not null,
  articles bigint default 0 not null,
  status text not null,
  constraint article_counts_pkey PRIMARY KEY (category, status)
);

alter table public.article_counts enable row level security;

create policy article_counts_editor_read on public.article_counts
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor));

grant select on table public.article_counts to authenticated;
grant delete, insert, select, update on table public.article_counts to service_role;
