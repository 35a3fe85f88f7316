-- Public bucket for featured and inline article images: anyone reads, only admins write.
-- Images only, 2 MB at most (the editor's hint), enforced by Storage itself. SVG is left out
-- on purpose: it can carry script.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('article-images', 'article-images', true, 2097152,
        array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "article_images_public_read" on storage.objects
  for select to anon, authenticated using (bucket_id = 'article-images');
create policy "article_images_admin_insert" on storage.objects
  for insert to authenticated with check (bucket_id = 'article-images' and public.is_admin());
create policy "article_images_admin_update" on storage.objects
  for update to authenticated
  using (bucket_id = 'article-images' and public.is_admin())
  with check (bucket_id = 'article-images' and public.is_admin());
create policy "article_images_admin_delete" on storage.objects
  for delete to authenticated using (bucket_id = 'article-images' and public.is_admin());
