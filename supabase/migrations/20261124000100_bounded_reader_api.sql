-- Explicit, least-privilege grants and a bounded anonymous API.
--
-- Hosted Supabase no longer grants anything on new objects in `public` to anon, authenticated
-- or service_role: a project built today got no privileges from the earlier migrations, which
-- relied on those defaults. This migration states every privilege the app needs and revokes
-- the rest, so a new project and an already-deployed one (whose defaults granted everything)
-- end in the same state; tests/integration/privileges.test.ts compares it with a manifest.
--
-- Readers (anon, and signed-in accounts that are not administrators) no longer read tables.
-- Hosted PostgREST runs anything its grammar allows on a table a role may select from: embeds
-- nested two dozen levels, the same column under 700 aliases, hundreds of `ilike` terms no
-- index can serve. Instead the reading site calls a small set of functions, each answering
-- one page's data as a single json value with its limits clamped inside, so no query string
-- can widen the work or multiply the bytes (PostgREST applies select, filters and aliases to
-- a function's rows; a json scalar has none to apply them to). Administrators keep table
-- access for the dashboard. ARCHITECTURE.md § "Bounded anonymous API" explains the choice.

-- ALTER POLICY, DROP FUNCTION and REVOKE take strong locks; wait for readers briefly rather
-- than queue every later query behind this migration.
set local lock_timeout = '5s';

-- Nothing by default ----------------------------------------------------------------------------
-- Objects later migrations create start with no privileges for the API roles (as on hosted
-- today), and new functions are not executable by PUBLIC: each needs its own grant.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges revoke execute on functions from public;

revoke all on all tables in schema public from anon, authenticated, service_role;
revoke all on all sequences in schema public from anon, authenticated, service_role;
revoke all on all functions in schema public from public, anon, authenticated, service_role;

-- Who is an administrator -----------------------------------------------------------------------
-- security invoker: a signed-in caller reads its own membership row (the policy below), so the
-- function needs no owner's rights, and anon, which no policy asks about any more, cannot call it.
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()));
$$;

-- `(select auth.uid())` is evaluated once per statement, not once per row (advisor 0003).
alter policy "admins_select_own_membership" on public.admins
  using (user_id = (select auth.uid()));

-- Tables: administrators only ---------------------------------------------------------------
drop policy "articles_public_read" on public.articles;
create policy "articles_admin_read" on public.articles
  for select to authenticated using ((select public.is_admin()));

drop policy "video_posts_public_read" on public.video_posts;
create policy "video_posts_admin_read" on public.video_posts
  for select to authenticated using ((select public.is_admin()));

drop policy "comments_public_read_approved" on public.comments;
alter policy "comments_signed_in_read" on public.comments
  using ((select public.is_admin()));
alter policy "comments_public_insert_pending" on public.comments
  to anon, authenticated;

alter policy "article_counts_public_read" on public.article_counts
  to authenticated using ((select public.is_admin()));
alter policy "comment_counts_read_like_comments" on public.comment_counts
  to authenticated using ((select public.is_admin()));

-- Public files need no policy (their URLs are served by the Storage service); a select policy
-- for everyone would let anyone list every object name (advisor 0025). Administrators list,
-- replace and delete through the Storage API, which needs select on the rows.
drop policy "article_images_public_read" on storage.objects;
create policy "article_images_admin_read" on storage.objects
  for select to authenticated using (bucket_id = 'article-images' and (select public.is_admin()));

-- Reader functions ------------------------------------------------------------------------------
-- security definer: they read the tables the caller may not. Each reads only what the public
-- site shows, with its limits clamped, and returns one json value.

-- A card in any public list, never `content` (ARTICLE_CARD_COLUMNS in src/data/articles):
-- the lists below select its rows whole. Not in the API schema, and granted to nobody.
create view private.article_cards as
  select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
         a.featured, a.breaking, a.author
    from public.articles a;
revoke all on private.article_cards from public, anon, authenticated, service_role;

-- The article page in one request: the article, the pool "You Might Also Like" picks from, and
-- the approved comments (before, the page asked for the latter two after the article arrived).
create or replace function public.article_page(slug text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with found as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
           a.featured, a.breaking, a.author, a.content, a.updated_at
      from public.articles a
     where a.slug = article_page.slug
  )
  select json_build_object(
    'article', (select to_json(f) from found f),
    'related', coalesce((
      select json_agg(card order by card.publish_date desc, card.id desc)
        from (
          select r.*
            from found f
            join private.article_cards r on r.category = f.category and r.id <> f.id
           order by r.publish_date desc, r.id desc
           limit 20
        ) card), '[]'::json),
    'comments', coalesce((
      select json_agg(c order by c.created_at desc, c.id desc)
        from (
          select m.id, m.author_name, m.content, m.created_at
            from found f
            join public.comments m on m.article_id = f.id and m.status = 'approved'
           order by m.created_at desc, m.id desc
           limit 200
        ) c), '[]'::json)
  );
$$;

-- One page of a category, by key: the cards after (after_date, after_id) in the order of the
-- (category, publish_date desc, id desc) index, one more than page_size so the caller knows
-- whether another page follows.
create or replace function public.category_page(
  category text,
  after_date timestamptz default null,
  after_id uuid default null,
  page_size integer default 12
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  wanted constant integer := greatest(1, least(coalesce(page_size, 12), 48)) + 1;
  result json;
begin
  -- Two statements rather than one with `after_date is null or …`, which no index can start from.
  if after_date is null or after_id is null then
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.*
          from private.article_cards a
         where a.category = category_page.category
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  else
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.*
          from private.article_cards a
         where a.category = category_page.category
           and (a.publish_date, a.id) < (after_date, after_id)
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  end if;
  return result;
end;
$$;

-- The newest cards: the Latest News drawer and the RSS feed.
create or replace function public.latest_articles(max_rows integer default 10)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json)
    from (
      select a.*
        from private.article_cards a
       order by a.publish_date desc, a.id desc
       limit greatest(1, least(coalesce(max_rows, 10), 50))
    ) card;
$$;

-- Every article's address and date, by slug: the /sitemap.xml page and the sitemap function.
create index articles_slug_sitemap_idx on public.articles (slug) include (updated_at);
drop index public.articles_id_sitemap_idx;

create or replace function public.sitemap_articles(after_slug text default null, max_rows integer default 1000)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(s order by s.slug), '[]'::json)
    from (
      select a.slug, a.updated_at
        from public.articles a
       -- Every slug is longer than ''; coalesce keeps one plan that starts from the index.
       where a.slug > coalesce(after_slug, '')
       order by a.slug
       limit greatest(1, least(coalesce(max_rows, 1000), 1000))
    ) s;
$$;

-- How many articles readers can see, from the trigger-maintained counter (no scan).
create or replace function public.article_total()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(c.articles), 0)::bigint from public.article_counts c;
$$;

-- Recent video posts, for the floating player.
create or replace function public.recent_videos(max_age_days integer default 7)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(v order by v.created_at desc, v.id desc), '[]'::json)
    from (
      select p.id, p.title, p.url, p.created_at
        from public.video_posts p
       where p.created_at >= now() - make_interval(days => greatest(1, least(coalesce(max_age_days, 7), 365)))
       order by p.created_at desc, p.id desc
       limit 50
    ) v;
$$;

-- Search: the ranked search of migration 20261122000200 moves out of the API schema unchanged
-- and is answered as json. volatile like the function it calls (which runs EXPLAIN).
alter function public.search_articles(text, integer) set schema private;

create function public.search_articles(q text, max_results integer default 20)
returns json
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce(json_agg(r), '[]'::json) from private.search_articles(q, max_results) r;
$$;

-- The reader's own comments' statuses, as json (same rules as migration 20261122000130).
drop function public.comment_statuses(uuid[]);
create function public.comment_statuses(ids uuid[])
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(ids) > 50 then
    raise exception using
      errcode = '22023',
      message = 'At most 50 comment ids can be asked for at once';
  end if;
  return (select coalesce(json_agg(json_build_object('id', c.id, 'status', c.status)), '[]'::json)
            from public.comments c
           where c.id = any (ids));
end;
$$;

-- home_page() reads the tables as its owner now, like the other reader functions.
alter function public.home_page() security definer;

-- Grants ----------------------------------------------------------------------------------------
-- Tables. anon: the two public forms, column by column. authenticated: what administrators
-- use in the dashboard, with RLS deciding (non-administrators see no rows). service_role: the
-- server-side key, for scripts and imports.
grant insert (id, article_id, author_name, content, website) on public.comments to anon, authenticated;
grant insert (email) on public.subscribers to anon, authenticated;

grant select on public.admins to authenticated;
grant select, insert, update, delete on public.articles to authenticated;
grant select, insert, update, delete on public.video_posts to authenticated;
grant select, delete on public.comments to authenticated;
grant update (status) on public.comments to authenticated;
grant select, delete on public.subscribers to authenticated;
grant select on public.article_counts, public.comment_counts to authenticated;

grant select, insert, update, delete on
  public.admins, public.articles, public.video_posts, public.comments, public.subscribers,
  public.article_counts, public.comment_counts
  to service_role;

-- Functions.
grant execute on function
  public.home_page(), public.article_page(text), public.category_page(text, timestamptz, uuid, integer),
  public.latest_articles(integer), public.sitemap_articles(text, integer), public.article_total(),
  public.recent_videos(integer), public.search_articles(text, integer), public.comment_statuses(uuid[])
  to anon, authenticated, service_role;
grant execute on function public.is_admin(), public.article_count(text, text, integer), public.overview_counts()
  to authenticated, service_role;

-- The moved search runs only inside public.search_articles.
revoke all on function private.search_articles(text, integer) from public, anon, authenticated, service_role;
