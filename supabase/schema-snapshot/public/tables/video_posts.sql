-- table public.video_posts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.video_posts (
  id uuid default gen_random_uuid() not null,
  title text not null,
  url text not null,
  created_at timestamp with time zone default now() not null,
  constraint video_posts_pkey PRIMARY KEY (id),
  constraint video_posts_title_check CHECK (char_length(btrim(title)) >= 1 AND char_length(btrim(title)) <= 200),
  constraint video_posts_url_check CHECK (url ~ '^https?://[^\s]+$'::text AND char_length(url) <= 2048),
  constraint video_posts_url_playable CHECK (private.is_playable_video_url(url))
);

CREATE INDEX video_posts_created_at_id_idx ON public.video_posts USING btree (created_at DESC, id DESC);

alter table public.video_posts enable row level security;

create policy video_posts_editor_delete on public.video_posts
  for delete to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may));
create policy video_posts_editor_insert on public.video_posts
  for insert to authenticated
  with check (( SELECT private.staff_may('editor'::text) AS staff_may));
create policy video_posts_editor_read on public.video_posts
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor));
create policy video_posts_editor_update on public.video_posts
  for update to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may))
  with check (( SELECT private.staff_may('editor'::text) AS staff_may));

grant delete, insert, select, update on table public.video_posts to authenticated;
grant delete, insert, select, update on table public.video_posts to service_role;
