-- table public.redirects: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.redirects (
  from_path text not null,
  article_id uuid,
  to_path text,
  import_id uuid,
  created_at timestamp with time zone default now() not null,
  constraint redirects_pkey PRIMARY KEY (from_path),
  constraint redirects_article_id_fkey FOREIGN KEY (article_id) REFERENCES public.articles(id) ON DELETE CASCADE,
  constraint redirects_import_id_fkey FOREIGN KEY (import_id) REFERENCES public.imports(id) ON DELETE CASCADE,
  constraint redirects_from_path_check CHECK (char_length(from_path) >= 2 AND char_length(from_path) <= 1000 AND "left"(from_path, 1) = '/'::text),
  constraint redirects_one_target CHECK ((article_id IS NULL) <> (to_path IS NULL)),
  constraint redirects_to_path_check CHECK (to_path ~ '^/[a-z0-9/_-]*$'::text AND char_length(to_path) <= 200)
);

CREATE INDEX redirects_article_id_idx ON public.redirects USING btree (article_id) WHERE (article_id IS NOT NULL);
CREATE INDEX redirects_import_id_idx ON public.redirects USING btree (import_id) WHERE (import_id IS NOT NULL);

alter table public.redirects enable row level security;

create policy redirects_admin_delete on public.redirects
  for delete to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy redirects_admin_read on public.redirects
  for select to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));

grant delete, select on table public.redirects to authenticated;
grant delete, insert, select, update on table public.redirects to service_role;
