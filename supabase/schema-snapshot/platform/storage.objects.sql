-- what the migrations add to the platform's storage.objects: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('article-images', 'article-images', 'true', '2097152', '{image/png,image/jpeg,image/gif,image/webp,image/avif}');

create policy article_images_staff_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'article-images'::text AND (( SELECT private.staff_may('editor'::text) AS staff_may) OR owner_id = ((( SELECT auth.uid() AS uid))::text) AND ( SELECT private.staff_may('contributor'::text) AS staff_may)));
create policy article_images_staff_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'article-images'::text AND (( SELECT private.staff_may('editor'::text) AS staff_may) OR owner_id = ((( SELECT auth.uid() AS uid))::text) AND ( SELECT private.staff_may('contributor'::text) AS staff_may)));
create policy article_images_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'article-images'::text AND (( SELECT public.is_editor() AS is_editor) OR owner_id = ((( SELECT auth.uid() AS uid))::text) AND ( SELECT public.is_staff() AS is_staff)));
create policy article_images_staff_update on storage.objects
  for update to authenticated
  using (bucket_id = 'article-images'::text AND (( SELECT private.staff_may('editor'::text) AS staff_may) OR owner_id = ((( SELECT auth.uid() AS uid))::text) AND ( SELECT private.staff_may('contributor'::text) AS staff_may)))
  with check (bucket_id = 'article-images'::text AND (( SELECT private.staff_may('editor'::text) AS staff_may) OR owner_id = ((( SELECT auth.uid() AS uid))::text) AND ( SELECT private.staff_may('contributor'::text) AS staff_may)));
