-- table public.article_autosaves: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.article_autosaves (
  article_id uuid not null,
  title text,
  excerpt text,
  content text,
  category text,
  image_url text,
  image_alt text,
  featured boolean,
  breaking boolean,
  saved_by uuid default auth.uid(),
  saved_at timestamp with time zone default now() not null,
  constraint article_autosaves_pkey PRIMARY KEY (article_id),
  constraint article_autosaves_article_id_fkey FOREIGN KEY (article_id) REFERENCES public.articles(id) ON DELETE CASCADE,
  constraint article_autosaves_category_check CHECK (char_length(category) <= 100),
  constraint article_autosaves_content_check CHECK (char_length(content) <= 200000),
  constraint article_autosaves_excerpt_check CHECK (char_length(excerpt) <= 500),
  constraint article_autosaves_image_alt_check CHECK (char_length(image_alt) <= 300),
  constraint article_autosaves_image_url_check CHECK (char_length(image_url) <= 2048),
  constraint article_autosaves_title_check CHECK (char_length(title) <= 200)
);

CREATE TRIGGER article_autosaves_stamp BEFORE INSERT OR UPDATE ON public.article_autosaves FOR EACH ROW EXECUTE FUNCTION private.stamp_autosave();
CREATE TRIGGER article_autosaves_track_image_sets AFTER INSERT OR DELETE OR UPDATE OF image_url, content ON public.article_autosaves FOR EACH ROW EXECUTE FUNCTION private.track_image_sets('autosave', 'article_id');

alter table public.article_autosaves enable row level security;

create policy article_autosaves_staff_delete on public.article_autosaves
  for delete to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_autosaves.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)));
create policy article_autosaves_staff_insert on public.article_autosaves
  for insert to authenticated
  with check (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_autosaves.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)));
create policy article_autosaves_staff_read on public.article_autosaves
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor) OR ( SELECT public.is_staff() AS is_staff) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_autosaves.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)));
create policy article_autosaves_staff_update on public.article_autosaves
  for update to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_autosaves.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)))
  with check (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND (EXISTS ( SELECT 1
   FROM public.articles a
  WHERE a.id = article_autosaves.article_id AND a.author_id = (( SELECT auth.uid() AS uid)) AND a.status = 'draft'::text)));

grant delete, select on table public.article_autosaves to authenticated;
grant delete, insert, select, update on table public.article_autosaves to service_role;
grant insert (article_id, title, excerpt, content, category, image_url, image_alt, featured, breaking) on table public.article_autosaves to authenticated;
grant update (title, excerpt, content, category, image_url, image_alt, featured, breaking) on table public.article_autosaves to authenticated;
