-- table public.article_revisions: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.article_revisions (
  id bigint generated always as identity not null,
  article_id uuid not null,
  title text not null,
  excerpt text not null,
  content text not null,
  category text not null,
  image_url text,
  image_alt text,
  featured boolean not null,
  breaking boolean not null,
  status text not null,
  publish_date timestamp with time zone not null,
  author text not null,
  edited_by uuid,
  edited_by_name text,
  created_at timestamp with time zone default now() not null,
  constraint article_revisions_pkey PRIMARY KEY (id),
  constraint article_revisions_article_id_fkey FOREIGN KEY (article_id) REFERENCES public.articles(id) ON DELETE CASCADE
);

CREATE INDEX article_revisions_article_created_idx ON public.article_revisions USING btree (article_id, created_at DESC, id DESC);

alter table public.article_revisions enable row level security;

create policy article_revisions_staff_read on public.article_revisions
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor) OR ( SELECT public.is_staff() AS is_staff) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_revisions.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)));

grant select on table public.article_revisions to authenticated;
grant delete, insert, select, update on table public.article_revisions to service_role;
