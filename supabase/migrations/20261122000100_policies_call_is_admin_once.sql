-- RLS policies that cost O(1) per query instead of O(rows).
--
-- A bare `public.is_admin()` in a policy is evaluated for every row the policy filters (a
-- security definer function is never inlined, and STABLE results are not cached across rows): with 100k pending comments, one anonymous read of an article's comments
-- called it 100k times (1.2 s). Wrapped as `(select public.is_admin())` it becomes an InitPlan
-- that runs once per statement (Supabase's RLS performance advice). ALTER POLICY keeps each
-- policy's name, command and roles; only the expressions change.

alter policy "articles_admin_insert" on public.articles
  with check ((select public.is_admin()));
alter policy "articles_admin_update" on public.articles
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "articles_admin_delete" on public.articles
  using ((select public.is_admin()));

alter policy "video_posts_admin_insert" on public.video_posts
  with check ((select public.is_admin()));
alter policy "video_posts_admin_update" on public.video_posts
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "video_posts_admin_delete" on public.video_posts
  using ((select public.is_admin()));

-- Comments: anon can never be an administrator, so its read policy is the plain
-- `status = 'approved'`. With that predicate the index on (article_id, status, created_at)
-- serves every anonymous read of an article's comments, filtered by status or not, and touches
-- only approved rows however many are pending.
alter policy "comments_public_read_approved" on public.comments
  to anon using (status = 'approved');
create policy "comments_signed_in_read" on public.comments
  for select to authenticated using (status = 'approved' or (select public.is_admin()));
alter policy "comments_admin_update" on public.comments
  using ((select public.is_admin())) with check ((select public.is_admin()));
alter policy "comments_admin_delete" on public.comments
  using ((select public.is_admin()));

alter policy "subscribers_admin_read" on public.subscribers
  using ((select public.is_admin()));
alter policy "subscribers_admin_delete" on public.subscribers
  using ((select public.is_admin()));

alter policy "article_images_admin_insert" on storage.objects
  with check (bucket_id = 'article-images' and (select public.is_admin()));
alter policy "article_images_admin_update" on storage.objects
  using (bucket_id = 'article-images' and (select public.is_admin()))
  with check (bucket_id = 'article-images' and (select public.is_admin()));
alter policy "article_images_admin_delete" on storage.objects
  using (bucket_id = 'article-images' and (select public.is_admin()));
