-- table public.comments: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.comments (
  id uuid default gen_random_uuid() not null,
  article_id uuid not null,
  author_name text not null,
  content text not null,
  status text default 'pending'::text not null,
  created_at timestamp with time zone default now() not null,
  website text,
  constraint comments_pkey PRIMARY KEY (id),
  constraint comments_article_id_fkey FOREIGN KEY (article_id) REFERENCES public.articles(id) ON DELETE CASCADE,
  constraint comments_author_name_check CHECK (char_length(btrim(author_name)) >= 1 AND char_length(btrim(author_name)) <= 80),
  constraint comments_content_check CHECK (char_length(btrim(content)) >= 1 AND char_length(btrim(content)) <= 5000),
  constraint comments_status_check CHECK (status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])),
  constraint comments_website_check CHECK (website IS NULL)
);

CREATE INDEX comments_article_status_created_idx ON public.comments USING btree (article_id, status, created_at DESC);
CREATE INDEX comments_moderated_queue_idx ON public.comments USING btree (created_at DESC, id DESC) WHERE (status <> 'pending'::text);
CREATE INDEX comments_pending_queue_idx ON public.comments USING btree (created_at DESC, id DESC) WHERE (status = 'pending'::text);

CREATE TRIGGER comments_article_visible BEFORE INSERT ON public.comments FOR EACH ROW EXECUTE FUNCTION private.refuse_comment_on_hidden_article();
CREATE TRIGGER comments_count_delete AFTER DELETE ON public.comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.comment_counts', 'status', 'comments');
CREATE TRIGGER comments_count_insert AFTER INSERT ON public.comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.comment_counts', 'status', 'comments');
CREATE TRIGGER comments_count_truncate AFTER TRUNCATE ON public.comments FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.comment_counts', 'status', 'comments');
CREATE TRIGGER comments_count_update AFTER UPDATE ON public.comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.comment_counts', 'status', 'comments');
CREATE TRIGGER comments_deploy_hook_delete AFTER DELETE ON public.comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook_for_comments();
CREATE TRIGGER comments_deploy_hook_insert AFTER INSERT ON public.comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook_for_comments();
CREATE TRIGGER comments_deploy_hook_truncate AFTER TRUNCATE ON public.comments FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook_for_comments();
CREATE TRIGGER comments_deploy_hook_update AFTER UPDATE ON public.comments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook_for_comments();
CREATE TRIGGER comments_guard_insert BEFORE INSERT ON public.comments FOR EACH ROW EXECUTE FUNCTION private.guard_comment_insert();

alter table public.comments enable row level security;

create policy comments_editor_delete on public.comments
  for delete to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may));
create policy comments_editor_read on public.comments
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor));
create policy comments_editor_update on public.comments
  for update to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may))
  with check (( SELECT private.staff_may('editor'::text) AS staff_may));
create policy comments_public_insert_pending on public.comments
  for insert to anon
  with check (status = 'pending'::text);
create policy comments_signed_in_insert_pending on public.comments
  for insert to authenticated
  with check (status = 'pending'::text AND ( SELECT private.session_is_live() AS session_is_live));

grant delete, select on table public.comments to authenticated;
grant delete, insert, select, update on table public.comments to service_role;
grant insert (id, article_id, author_name, content, website) on table public.comments to anon;
grant insert (id, article_id, author_name, content, website) on table public.comments to authenticated;
grant update (status) on table public.comments to authenticated;
