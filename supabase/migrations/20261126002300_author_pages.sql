-- Author pages: every member with a display name has a public address, /author/{slug}, which
-- lists their published articles newest first, by key; the article page links its byline there,
-- the sitemap lists the pages, and a member edits their own bio beside their display name.
--
-- A slug, once given, is kept when the name changes, so links to an author page never break.
-- A member without a display name has no public page (their slug, if any, answers nothing).

set local lock_timeout = '5s';

-- Words an author slug may not be: the reserved article slugs (so an author address never reads
-- like a route) and the names of what could later live under /author/.
create or replace function private.is_reserved_author_slug(slug text)
 returns boolean
 language sql
 immutable
 set search_path to ''
as $function$
  select private.is_reserved_slug(slug) or slug in ('new', 'feed', 'rss', 'page', 'edit', 'me');
$function$;

revoke all on function private.is_reserved_author_slug(text) from public, anon, authenticated, service_role;

-- Fills a member's slug from their display name when it is missing: lower-case, hyphenated, at
-- most 72 characters so a "-NN" suffix still fits the 80 of the column's check; a taken or
-- reserved slug gets -2, -3, … A slug given explicitly (the owner's SQL) must not be reserved.
create or replace function private.assign_author_slug()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  if new.slug is not null then
    if private.is_reserved_author_slug(new.slug) then
      raise exception 'The author slug "%" is reserved.', new.slug
        using errcode = '23514', constraint = 'admins_slug_check', table = 'admins', schema = 'public';
    end if;
    return new;
  end if;
  if new.display_name is null then
    return new;
  end if;
  -- The article slug rule, then what an author slug may not hold: underscores become hyphens,
  -- and 72 characters at most. slugify answers 'article' for a name it keeps nothing of (a name
  -- written only in other scripts): such a member is a 'writer'.
  base := btrim(regexp_replace(replace(private.slugify(new.display_name), '_', '-'), '-{2,}', '-', 'g'), '-');
  base := regexp_replace(left(base, 72), '-+$', '');
  if base = '' or (base = 'article' and position('article' in lower(new.display_name)) = 0) then
    base := 'writer';
  end if;
  -- One transaction at a time per base, held to commit, so two members named alike never race
  -- to the same slug (the unique constraint would refuse the second instead of numbering it).
  perform pg_advisory_xact_lock(7006, hashtext(base));
  candidate := base;
  while private.is_reserved_author_slug(candidate)
        or exists (select 1 from public.admins a where a.slug = candidate and a.user_id <> new.user_id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$function$;

revoke all on function private.assign_author_slug() from public, anon, authenticated, service_role;

-- After the display-name normaliser (trigger names fire in alphabetical order: "admins_n…"
-- before "admins_s…"), so the slug is made from the stored name.
create trigger admins_slug_from_display_name before insert or update of display_name, slug on public.admins
  for each row execute function private.assign_author_slug();

-- Existing members with a name get their slug now (the trigger fills it, oldest member first,
-- so the first of two namesakes keeps the plain slug).
do $backfill$
declare
  member record;
begin
  for member in select user_id from public.admins where slug is null and display_name is not null order by created_at, user_id loop
    update public.admins set slug = null where user_id = member.user_id;
  end loop;
end
$backfill$;

-- A member writes their own bio as they write their display name: the same own-row policy, one
-- more column.
grant update (bio) on table public.admins to authenticated;

-- The author page: the member (name, bio, slug; never an e-mail, user id or role) and one page
-- of their visible articles, newest first, after (before_date, before_id), as the cards of a
-- category page, one more than page_size (clamped to 1–24) to tell whether another follows.
-- An unknown slug, or a member without a display name, is one probe of the slug index and
-- answers `author: null`.
create or replace function public.author_page(
  slug text,
  before_date timestamp with time zone default null,
  before_id uuid default null,
  page_size integer default 12
)
 returns json
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
declare
  wanted constant integer := greatest(1, least(coalesce(page_size, 12), 24)) + 1;
  member_id uuid;
  member json;
  result json;
begin
  select m.user_id, json_build_object('display_name', m.display_name, 'bio', m.bio, 'slug', m.slug)
    into member_id, member
    from public.admins m
   where m.slug = author_page.slug and m.display_name is not null;

  if member_id is null then
    return json_build_object('author', null, 'articles', '[]'::json);
  end if;

  -- Two statements rather than one with `before_date is null or …`, which no index can start
  -- from; both walk articles_author_id_publish_date_id_idx from the newest visible article.
  if before_date is null or before_id is null then
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.author_id = member_id and a.status = 'published' and a.publish_date <= now()
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  else
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.author_id = member_id and a.status = 'published' and a.publish_date <= now()
           and (a.publish_date, a.id) < (before_date, before_id)
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  end if;
  return json_build_object('author', member, 'articles', result);
end;
$function$;

revoke all on function public.author_page(text, timestamp with time zone, uuid, integer) from public;
grant execute on function public.author_page(text, timestamp with time zone, uuid, integer) to anon, authenticated, service_role;

-- The article page also answers where its byline links: the author's slug, when the article has
-- a creator and that member has a public page (one primary-key probe of admins).
create or replace function public.article_page(slug text)
 returns json
 language plpgsql
 stable
 security definer
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
             a.featured, a.breaking, a.author, a.content, a.updated_at, a.status,
             (select m.slug from public.admins m where m.user_id = a.author_id and m.display_name is not null) as author_slug
        from public.articles a
       where a.slug = article_page.slug
         and (exists (select 1 from private.visible_articles v where v.id = a.id) or (select public.is_admin()))
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

-- The sitemap's first file also lists the author pages (members with a public page, by slug,
-- at most 1,000: a newsroom's staff, read from the slug index).
create or replace function public.sitemap_page(page integer default 0)
 returns json
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
declare
  per_page constant integer := 500;
  pages constant integer := greatest(1, ceil(public.article_total() / per_page::numeric))::integer;
  low bigint;
  high bigint;
begin
  if page is null or page < 1 or page > pages then
    return json_build_object('pages', pages, 'articles', null);
  end if;
  -- [low, high): the page-th of `pages` equal ranges of the int4 hash values.
  low := -2147483648 + floor((page - 1) * 4294967296::numeric / pages)::bigint;
  high := -2147483648 + floor(page * 4294967296::numeric / pages)::bigint;
  return json_build_object('pages', pages, 'articles', (
    select coalesce(json_agg(s order by s.slug), '[]'::json)
      from (
        select a.slug, a.updated_at
          from private.visible_articles a
         where uuid_hash(a.id) >= low and uuid_hash(a.id) < high
         limit 3 * per_page
      ) s),
    'authors', case when page = 1 then (
      select coalesce(json_agg(w.slug order by w.slug), '[]'::json)
        from (
          select m.slug
            from public.admins m
           where m.slug is not null and m.display_name is not null
           order by m.slug
           limit 1000
        ) w)
    else '[]'::json end);
end;
$function$;
