-- Staff roles enforced in the database: every policy and function check that asked "is this an
-- administrator?" now asks what this member's role allows.
--
--   contributor  writes drafts (never published, scheduled, featured or breaking), edits and
--                deletes only their own unpublished drafts, uploads and removes their own images,
--                and submits a draft for review (articles.review_requested_at);
--   editor       everything with articles, videos, comments and newsletters; reads subscribers;
--   admin        everything, plus the team (public.admins), site settings, subscriber erasure.
--
-- Reads ask public.is_staff() / is_editor() / is_admin() (a live session and the role). Writes
-- ask private.staff_may(role), which adds the two-factor rule: a member with a verified factor,
-- or anyone while site_settings.require_two_factor is on, writes only from an aal2 session
-- (Supabase's documented pattern: the `aal` claim of the access token).
--
-- Every helper is called as `(select f())` in policies, so it runs once per statement.

set local lock_timeout = '5s';

-- Settings the roles stand on: the two-factor requirement, and the name an account without a
-- display name signs with (the site's, never the login e-mail; keep it equal to VITE_SITE_NAME).
alter table public.site_settings
  add column require_two_factor boolean not null default false,
  add column site_name text not null default 'The Daily Opinion'
    constraint site_settings_site_name_check check (char_length(btrim(site_name)) between 1 and 80);

-- A contributor's "Submit for review": when it was asked, cleared when the article is published.
alter table public.articles add column review_requested_at timestamptz;

-- "Needs review" pages submitted drafts in the dashboard list's order, by key.
create index articles_review_requested_idx on public.articles (publish_date desc, id desc)
  where status = 'draft' and review_requested_at is not null;
-- A contributor's dashboard lists their own articles (any status) newest first, by key.
create index articles_author_id_any_publish_date_id_idx on public.articles (author_id, publish_date desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- Role helpers
-- ---------------------------------------------------------------------------------------------

-- The caller's role, or null for anyone who is not a member with a live session. SECURITY
-- DEFINER: policies on public.admins call it, and reading admins under its own RLS would recurse.
create or replace function public.staff_role()
 returns text
 language sql
 stable security definer
 set search_path to ''
as $function$
  select a.role
    from public.admins a
   where a.user_id = (select auth.uid())
     and private.session_is_live();
$function$;

revoke all on function public.staff_role() from public;
grant execute on function public.staff_role() to authenticated;
grant execute on function public.staff_role() to service_role;

create or replace function public.is_staff()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select public.staff_role() is not null;
$function$;

create or replace function public.is_editor()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select coalesce(public.staff_role() in ('editor', 'admin'), false);
$function$;

-- "Administrator" as before, now the role and not mere membership.
create or replace function public.is_admin()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select coalesce(public.staff_role() = 'admin', false);
$function$;

revoke all on function public.is_staff() from public;
grant execute on function public.is_staff() to authenticated;
grant execute on function public.is_staff() to service_role;
revoke all on function public.is_editor() from public;
grant execute on function public.is_editor() to authenticated;
grant execute on function public.is_editor() to service_role;

-- Whether this session is strong enough to write: aal2 always is; otherwise only when the site
-- does not require two-factor and the member has no verified factor. auth.mfa_factors is looked
-- up at run time (to_regclass), so this applies on a platform that has not created it yet; hosted
-- Supabase always has it.
create or replace function private.session_meets_aal()
 returns boolean
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
declare
  has_factor boolean := false;
begin
  if coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2' then
    return true;
  end if;
  if exists (select 1 from public.site_settings s where s.require_two_factor) then
    return false;
  end if;
  if to_regclass('auth.mfa_factors') is not null then
    execute 'select exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status::text = ''verified'')'
      into has_factor using auth.uid();
  end if;
  return not has_factor;
end;
$function$;

revoke all on function private.session_meets_aal() from public;
grant execute on function private.session_meets_aal() to authenticated;

-- May the caller write as `need` ('contributor' = any member, 'editor', 'admin')?
create or replace function private.staff_may(need text)
 returns boolean
 language plpgsql
 stable
 set search_path to ''
as $function$
declare
  held integer := case public.staff_role() when 'admin' then 3 when 'editor' then 2 when 'contributor' then 1 else 0 end;
  needed integer := case need when 'admin' then 3 when 'editor' then 2 else 1 end;
begin
  if held = 0 or held < needed then
    return false;
  end if;
  return private.session_meets_aal();
end;
$function$;

revoke all on function private.staff_may(text) from public;
grant execute on function private.staff_may(text) to authenticated;

-- Sending (and drafting) newsletters is editors' work.
create or replace function public.can_send_newsletter()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select private.staff_may('editor');
$function$;

-- Members are not rate limited like readers.
create or replace function private.is_limited_caller()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select current_setting('role', true) in ('anon', 'authenticated') and not public.is_staff();
$function$;

-- ---------------------------------------------------------------------------------------------
-- Bylines: a member without a display name signs as the site, never as their login e-mail.
-- No user (a script, the seed): no name, as before.
-- ---------------------------------------------------------------------------------------------

create or replace function private.editor_name(user_id uuid)
 returns text
 language sql
 stable security definer
 set search_path to ''
as $function$
  select case when editor_name.user_id is not null then coalesce(
    (select a.display_name from public.admins a where a.user_id = editor_name.user_id),
    (select s.site_name from public.site_settings s),
    'The Daily Opinion'
  ) end;
$function$;

-- Bylines already written as an account's e-mail (RSS, JSON-LD and search read articles.author).
update public.articles a
   set author = coalesce((select s.site_name from public.site_settings s), 'The Daily Opinion')
 where exists (select 1 from auth.users u where lower(u.email) = lower(a.author));

-- ---------------------------------------------------------------------------------------------
-- Review requests: the time is the database's, and publishing clears it.
-- ---------------------------------------------------------------------------------------------

create or replace function private.stamp_review_request()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
begin
  if new.status = 'published' or new.review_requested_at is null then
    new.review_requested_at := null;
  elsif tg_op = 'INSERT' or old.review_requested_at is null then
    new.review_requested_at := now();
  else
    new.review_requested_at := old.review_requested_at;
  end if;
  return new;
end;
$function$;

revoke all on function private.stamp_review_request() from public;

create trigger articles_stamp_review_request before insert or update on public.articles
  for each row execute function private.stamp_review_request();

-- ---------------------------------------------------------------------------------------------
-- Articles
-- ---------------------------------------------------------------------------------------------

drop policy articles_admin_read on public.articles;
drop policy articles_admin_insert on public.articles;
drop policy articles_admin_update on public.articles;
drop policy articles_admin_delete on public.articles;

-- Editors read everything; a contributor reads their own articles (published ones too, to see
-- what became of them).
create policy articles_staff_read on public.articles
  for select to authenticated
  using ((select public.is_editor())
         or (author_id = (select auth.uid()) and (select public.is_staff())));

-- A contributor's row is always their own unpublished draft, neither featured nor breaking
-- (author_id is set by a BEFORE trigger, so the check sees the signed-in creator).
create policy articles_staff_insert on public.articles
  for insert to authenticated
  with check ((select private.staff_may('editor'))
              or ((select private.staff_may('contributor'))
                  and author_id = (select auth.uid()) and status = 'draft' and not featured and not breaking));

create policy articles_staff_update on public.articles
  for update to authenticated
  using ((select private.staff_may('editor'))
         or ((select private.staff_may('contributor')) and author_id = (select auth.uid()) and status = 'draft'))
  with check ((select private.staff_may('editor'))
              or ((select private.staff_may('contributor'))
                  and author_id = (select auth.uid()) and status = 'draft' and not featured and not breaking));

create policy articles_staff_delete on public.articles
  for delete to authenticated
  using ((select private.staff_may('editor'))
         or ((select private.staff_may('contributor')) and author_id = (select auth.uid()) and status = 'draft'));

-- The article page previews a hidden article to an editor, or to the contributor who wrote it.
create or replace function public.article_page(slug text)
 returns json
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
declare
  article json;
  found_id uuid;
  article_category text;
begin
  select to_json(f), f.id, f.category
    into article, found_id, article_category
    from (
      select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
             a.featured, a.breaking, a.author, a.content, a.updated_at, a.status
        from public.articles a
       where a.slug = article_page.slug
         and (exists (select 1 from private.visible_articles v where v.id = a.id)
              or (select public.is_editor())
              or (a.author_id = (select auth.uid()) and (select public.is_staff())))
    ) f;

  if article is null then
    return json_build_object('article', null, 'related', '[]'::json, 'comments', '[]'::json);
  end if;

  return json_build_object(
    'article', article,
    'related', coalesce((
      select json_agg(card order by card.publish_date desc, card.id desc)
        from (
          select r.*
            from private.article_cards r
           where r.category = article_category and r.id <> found_id
           order by r.publish_date desc, r.id desc
           limit 20
        ) card), '[]'::json),
    'comments', coalesce((
      select json_agg(c order by c.created_at desc, c.id desc)
        from (
          select m.id, m.author_name, m.content, m.created_at
            from public.comments m
           where m.article_id = found_id and m.status = 'approved'
           order by m.created_at desc, m.id desc
           limit 200
        ) c), '[]'::json)
  );
end;
$function$;

-- Autosaves and revisions follow the article: editors any, a contributor their own drafts.
drop policy article_autosaves_admin_read on public.article_autosaves;
drop policy article_autosaves_admin_insert on public.article_autosaves;
drop policy article_autosaves_admin_update on public.article_autosaves;
drop policy article_autosaves_admin_delete on public.article_autosaves;

create policy article_autosaves_staff_read on public.article_autosaves
  for select to authenticated
  using ((select public.is_editor())
         or ((select public.is_staff()) and exists (
               select 1 from public.articles a
                where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')));
create policy article_autosaves_staff_insert on public.article_autosaves
  for insert to authenticated
  with check ((select private.staff_may('editor'))
              or ((select private.staff_may('contributor')) and exists (
                    select 1 from public.articles a
                     where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')));
create policy article_autosaves_staff_update on public.article_autosaves
  for update to authenticated
  using ((select private.staff_may('editor'))
         or ((select private.staff_may('contributor')) and exists (
               select 1 from public.articles a
                where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')))
  with check ((select private.staff_may('editor'))
              or ((select private.staff_may('contributor')) and exists (
                    select 1 from public.articles a
                     where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')));
create policy article_autosaves_staff_delete on public.article_autosaves
  for delete to authenticated
  using ((select private.staff_may('editor'))
         or ((select private.staff_may('contributor')) and exists (
               select 1 from public.articles a
                where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')));

drop policy article_revisions_admin_read on public.article_revisions;
create policy article_revisions_staff_read on public.article_revisions
  for select to authenticated
  using ((select public.is_editor())
         or ((select public.is_staff()) and exists (
               select 1 from public.articles a
                where a.id = article_id and a.author_id = (select auth.uid()) and a.status = 'draft')));

drop policy article_counts_public_read on public.article_counts;
create policy article_counts_editor_read on public.article_counts
  for select to authenticated
  using ((select public.is_editor()));

-- ---------------------------------------------------------------------------------------------
-- Images: editors any object of the bucket, a contributor only the objects they uploaded.
-- ---------------------------------------------------------------------------------------------

drop policy article_images_admin_read on storage.objects;
drop policy article_images_admin_insert on storage.objects;
drop policy article_images_admin_update on storage.objects;
drop policy article_images_admin_delete on storage.objects;

create policy article_images_staff_read on storage.objects
  for select to authenticated
  using (bucket_id = 'article-images'
         and ((select public.is_editor())
              or (owner_id = (select auth.uid())::text and (select public.is_staff()))));
create policy article_images_staff_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'article-images'
              and ((select private.staff_may('editor'))
                   or (owner_id = (select auth.uid())::text and (select private.staff_may('contributor')))));
create policy article_images_staff_update on storage.objects
  for update to authenticated
  using (bucket_id = 'article-images'
         and ((select private.staff_may('editor'))
              or (owner_id = (select auth.uid())::text and (select private.staff_may('contributor')))))
  with check (bucket_id = 'article-images'
              and ((select private.staff_may('editor'))
                   or (owner_id = (select auth.uid())::text and (select private.staff_may('contributor')))));
create policy article_images_staff_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'article-images'
         and ((select private.staff_may('editor'))
              or (owner_id = (select auth.uid())::text and (select private.staff_may('contributor')))));

-- Any member may ask which image sets are unused (they can remove only what the bucket's
-- policies let them); sweeping the whole bucket is editors' work.
create or replace function public.unreferenced_image_sets(sets text[])
 returns setof text
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
begin
  if not public.is_staff() then
    raise exception 'only members may ask which images are unused' using errcode = '42501';
  end if;
  if cardinality(sets) > 1000 then
    raise exception 'ask about at most 1000 image sets at once' using errcode = '22023';
  end if;
  return query
    select distinct s from unnest(sets) as s
    where s <> '' and not exists (select 1 from private.image_set_refs r where r.set_key = s);
end
$function$;

create or replace function public.image_sets_older_than(min_age_seconds integer, after_name text default null::text, max_objects integer default 1000)
 returns json
 language plpgsql
 stable
 set search_path to ''
as $function$
declare
  names text[];
  sets text[];
begin
  if not public.is_editor() then
    raise exception 'only editors may sweep images' using errcode = '42501';
  end if;
  names := array(
    select o.name
      from storage.objects o
     where o.bucket_id = 'article-images' and o.name > coalesce(after_name, '')
     order by o.name
     limit greatest(1, least(coalesce(max_objects, 1000), 1000))
  );
  sets := array(
    select s
      from (select distinct split_part(n, '/', 1) as s from unnest(names) as n) candidates
     where s <> ''
       -- The newest object of the whole set, wherever it sorts, not only those on this page.
       and (
         select max(o.created_at)
           from storage.objects o
          where o.bucket_id = 'article-images'
            and (o.name = s or o.name like replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '/%')
       ) <= now() - make_interval(secs => greatest(coalesce(min_age_seconds, 0), 0))
     order by s
  );
  return json_build_object(
    'sets', to_json(sets),
    'next', case when cardinality(names) >= greatest(1, least(coalesce(max_objects, 1000), 1000)) then names[cardinality(names)] end
  );
end;
$function$;

-- ---------------------------------------------------------------------------------------------
-- Comments, videos: editors.
-- ---------------------------------------------------------------------------------------------

drop policy comments_signed_in_read on public.comments;
drop policy comments_admin_update on public.comments;
drop policy comments_admin_delete on public.comments;
create policy comments_editor_read on public.comments
  for select to authenticated
  using ((select public.is_editor()));
create policy comments_editor_update on public.comments
  for update to authenticated
  using ((select private.staff_may('editor')))
  with check ((select private.staff_may('editor')));
create policy comments_editor_delete on public.comments
  for delete to authenticated
  using ((select private.staff_may('editor')));

drop policy comment_counts_read_like_comments on public.comment_counts;
create policy comment_counts_read_like_comments on public.comment_counts
  for select to authenticated
  using ((select public.is_editor()));

drop policy video_posts_admin_read on public.video_posts;
drop policy video_posts_admin_insert on public.video_posts;
drop policy video_posts_admin_update on public.video_posts;
drop policy video_posts_admin_delete on public.video_posts;
create policy video_posts_editor_read on public.video_posts
  for select to authenticated
  using ((select public.is_editor()));
create policy video_posts_editor_insert on public.video_posts
  for insert to authenticated
  with check ((select private.staff_may('editor')));
create policy video_posts_editor_update on public.video_posts
  for update to authenticated
  using ((select private.staff_may('editor')))
  with check ((select private.staff_may('editor')));
create policy video_posts_editor_delete on public.video_posts
  for delete to authenticated
  using ((select private.staff_may('editor')));

-- ---------------------------------------------------------------------------------------------
-- Subscribers: editors read (newsletter audience, counts); only administrators delete or erase.
-- ---------------------------------------------------------------------------------------------

drop policy subscribers_admin_read on public.subscribers;
drop policy subscribers_admin_delete on public.subscribers;
create policy subscribers_editor_read on public.subscribers
  for select to authenticated
  using ((select public.is_editor()));
create policy subscribers_admin_delete on public.subscribers
  for delete to authenticated
  using ((select private.staff_may('admin')));

create or replace function public.erase_subscriber(subscriber_id uuid)
 returns json
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  address text;
begin
  if not coalesce(private.staff_may('admin'), false) then
    raise exception 'only administrators may erase subscribers' using errcode = '42501';
  end if;
  delete from public.subscribers s where s.id = erase_subscriber.subscriber_id returning s.email into address;
  if address is null then
    return json_build_object('erased', false);
  end if;
  delete from private.mail_outbox o where o.email = address;
  return json_build_object('erased', true);
end;
$function$;

-- ---------------------------------------------------------------------------------------------
-- Newsletter issues: editors (can_send_newsletter above); reading them asks only the role.
-- ---------------------------------------------------------------------------------------------

drop policy newsletter_issues_dashboard_read on public.newsletter_issues;
create policy newsletter_issues_dashboard_read on public.newsletter_issues
  for select to authenticated
  using ((select public.is_editor()));

-- ---------------------------------------------------------------------------------------------
-- Site settings: every member reads them (the two-factor requirement, the site's name);
-- administrators change them.
-- ---------------------------------------------------------------------------------------------

drop policy site_settings_dashboard_read on public.site_settings;
drop policy site_settings_admin_update on public.site_settings;
create policy site_settings_staff_read on public.site_settings
  for select to authenticated
  using ((select public.is_staff()));
create policy site_settings_admin_update on public.site_settings
  for update to authenticated
  using ((select private.staff_may('admin')))
  with check ((select private.staff_may('admin')));
grant update (require_two_factor, site_name) on table public.site_settings to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The team: every member reads the staff list (names for bylines and the dashboard; no e-mail is
-- in this table); a member changes their own name and bio but not their role; administrators
-- add, change and remove members.
-- ---------------------------------------------------------------------------------------------

drop policy admins_update_own_display_name on public.admins;
create policy admins_staff_read on public.admins
  for select to authenticated
  using ((select public.is_staff()));
-- The role in the new row must be the one the caller holds at the start of the statement.
create policy admins_update_own_profile on public.admins
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.staff_may('contributor')))
  with check (user_id = (select auth.uid()) and role = (select public.staff_role()));
create policy admins_admin_insert on public.admins
  for insert to authenticated
  with check ((select private.staff_may('admin')));
create policy admins_admin_update on public.admins
  for update to authenticated
  using ((select private.staff_may('admin')))
  with check ((select private.staff_may('admin')));
create policy admins_admin_delete on public.admins
  for delete to authenticated
  using ((select private.staff_may('admin')));

grant insert (user_id, display_name, role, slug, bio) on table public.admins to authenticated;
grant update (role, slug, bio) on table public.admins to authenticated;
grant delete on table public.admins to authenticated;

-- A newsroom always keeps an administrator: a signed-in member cannot demote or remove the last
-- one (scripts and the service role, with no user, may).
create or replace function private.keep_an_administrator()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if auth.uid() is not null and old.role = 'admin'
     and not exists (select 1 from public.admins a where a.role = 'admin') then
    raise exception 'the team needs at least one administrator' using errcode = '42501';
  end if;
  return null;
end;
$function$;

revoke all on function private.keep_an_administrator() from public;

create trigger admins_keep_an_administrator after update of role or delete on public.admins
  for each row execute function private.keep_an_administrator();
