-- table public.comment_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.comment_counts (
  status text not null,
  comments bigint default 0 not null,
  constraint comment_counts_pkey PRIMARY KEY (status)
);

alter table public.comment_counts enable row level security;

create policy comment_counts_read_like_comments on public.comment_counts
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor));

grant select on table public.comment_counts to authenticated;
grant delete, insert, select, update on table public.comment_counts to service_role;
