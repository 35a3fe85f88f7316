-- One table of writers: public.authors holds every byline that has an author page (display
-- name, slug, bio), with an optional link to a member's account. Articles point at their
-- writer (articles.byline_id); author_page, article_page's byline link, the sitemap's author
-- pages and a member's "Your byline" / "Your bio" all read and write this one row. Writers who
-- are not members (the seed's columnists, an import's authors) have pages and no login.
--
-- A byline names one writer only: display names are unique among all authors whatever their
-- case, accents, spacing and punctuation ("Hannah Cole", "hannah  cole", "Hannah Colé",
-- "HannahCole" are one name), and none may be the site's name; author slugs are unique without
-- their hyphens and are never the site's slug. Before this, a contributor could call themself
-- "Hannah Cole" (another member) or "The Daily Opinion" and take /author/the-daily-opinion, and
-- that page then spoke as the person or the site.
--
-- articles.author stays the byline's text as it was when the article was signed (cards, RSS,
-- JSON-LD and search read it); byline_id is which writer it names. author_id stays the member
-- who created the article, which the contributor rules are about.

set local lock_timeout = '5s';

-- ---------------------------------------------------------------------------------------------
-- Names and slugs compared as readers read them
-- ---------------------------------------------------------------------------------------------

-- The form of a name two bylines may not share: compatibility forms folded (ligatures,
-- full-width letters), accents removed, lower case, and no spaces or punctuation.
create or replace function private.author_name_key(name text)
 returns text
 language sql
 immutable
 strict
 parallel safe
 set search_path to ''
as $function$
  select coalesce(nullif(k.key, ''), lower(name collate "pg_c_utf8"))
    from (select regexp_replace(
                   lower(regexp_replace(normalize(name, NFKD),
                           '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g') collate "pg_c_utf8"),
                   '[[:space:][:punct:]\u00a0\u00b7\u2010-\u2015\u2018-\u201f\u2022\u2027\u2032\u2033]', '', 'g') as key) k;
$function$;

revoke all on function private.author_name_key(text) from public, anon, authenticated, service_role;
-- The unique index on names runs it for whoever writes a row (a member renaming themself).
grant execute on function private.author_name_key(text) to authenticated, service_role;

-- The slug a name gives: the article slug rule on the name with its accents removed ("Zoë" is
-- "zoe", not "zo"), underscores as hyphens, at most 72 characters so a "-NN" suffix fits the 80
-- of the check; a name the rule keeps nothing of (another script) is a 'writer'.
create or replace function private.author_slug_base(name text)
 returns text
 language sql
 immutable
 strict
 parallel safe
 set search_path to ''
as $function$
  select case when b.base = '' or (b.base = 'article' and position('article' in lower(name)) = 0) then 'writer' else b.base end
    from (
      select regexp_replace(left(btrim(regexp_replace(replace(private.slugify(
               regexp_replace(normalize(name, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
               '_', '-'), '-{2,}', '-', 'g'), '-'), 72), '-+$', '') as base
    ) b;
$function$;

revoke all on function private.author_slug_base(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------------------------

create table public.authors (
  id uuid primary key default gen_random_uuid(),
  -- The member who writes under this byline and may edit it; none for a writer without a login.
  -- A deleted account leaves the byline and its page.
  user_id uuid references auth.users (id) on delete set null,
  -- Null only for a member who has not chosen a name yet: no page, and their articles sign as
  -- the site.
  display_name text,
  slug text,
  bio text,
  created_at timestamp with time zone not null default now(),
  constraint authors_user_id_key unique (user_id),
  constraint authors_slug_key unique (slug),
  constraint authors_display_name_printable check (display_name is null or (char_length(display_name) between 1 and 80
    and display_name = btrim(display_name) and private.is_printable_name(display_name))),
  constraint authors_slug_check check (slug is null or (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)),
  constraint authors_bio_check check (bio is null or char_length(bio) <= 400)
);

comment on table public.authors is 'Writers: every byline with an author page; user_id links a member''s account.';

-- The rules above, held by the database whatever writes the row.
create unique index authors_name_key_idx on public.authors (private.author_name_key(display_name));
create unique index authors_slug_letters_idx on public.authors (replace(slug, '-', ''));

-- Normalises the name (runs of spaces as one, ends trimmed; blank is none), refuses what a
-- byline may not be, and fills the slug from the name when there is none. A slug once given is
-- kept when the name changes, so links to an author page never break.
create or replace function private.prepare_author()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  site text := private.site_byline();
  site_slug text := private.author_slug_base(private.site_byline());
  base text;
  candidate text;
  n integer := 1;
begin
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  if new.display_name is not null then
    if not private.is_printable_name(new.display_name) then
      raise exception 'A display name must be printable text: no control, zero-width or text-direction characters.'
        using errcode = '23514', constraint = 'authors_display_name_printable', table = 'authors', schema = 'public';
    end if;
    if char_length(new.display_name) > 80 then
      raise exception 'A display name can be at most 80 characters long.'
        using errcode = '23514', constraint = 'authors_display_name_printable', table = 'authors', schema = 'public';
    end if;
    if private.author_name_key(new.display_name) = private.author_name_key(site) then
      raise exception 'A byline cannot be the site''s name, "%".', site
        using errcode = '23505', constraint = 'authors_name_key_idx', table = 'authors', schema = 'public';
    end if;
    -- One transaction at a time per name, held to commit, so the check below sees a namesake
    -- another transaction is adding (the unique index would refuse it anyway, in fewer words).
    perform pg_advisory_xact_lock(7008, hashtext(private.author_name_key(new.display_name)));
    if exists (select 1 from public.authors a
                where private.author_name_key(a.display_name) = private.author_name_key(new.display_name)
                  and a.id <> new.id) then
      raise exception 'Another writer already has the byline "%" (names are compared without case, accents or spaces).', new.display_name
        using errcode = '23505', constraint = 'authors_name_key_idx', table = 'authors', schema = 'public';
    end if;
  end if;

  if new.slug is not null then
    if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
      return new;
    end if;
    if private.is_reserved_author_slug(new.slug) then
      raise exception 'The author slug "%" is reserved.', new.slug
        using errcode = '23514', constraint = 'authors_slug_check', table = 'authors', schema = 'public';
    end if;
    if replace(new.slug, '-', '') = replace(site_slug, '-', '') then
      raise exception 'The author slug "%" is the site''s own.', new.slug
        using errcode = '23505', constraint = 'authors_slug_letters_idx', table = 'authors', schema = 'public';
    end if;
    if exists (select 1 from public.authors a where replace(a.slug, '-', '') = replace(new.slug, '-', '') and a.id <> new.id) then
      raise exception 'Another writer already has the author slug "%".', new.slug
        using errcode = '23505', constraint = 'authors_slug_letters_idx', table = 'authors', schema = 'public';
    end if;
    return new;
  end if;
  if new.display_name is null then
    return new;
  end if;
  base := private.author_slug_base(new.display_name);
  perform pg_advisory_xact_lock(7006, hashtext(replace(base, '-', '')));
  candidate := base;
  while private.is_reserved_author_slug(candidate)
        or replace(candidate, '-', '') = replace(site_slug, '-', '')
        or exists (select 1 from public.authors a where replace(a.slug, '-', '') = replace(candidate, '-', '') and a.id <> new.id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$function$;

revoke all on function private.prepare_author() from public, anon, authenticated, service_role;

create trigger authors_prepare before insert or update of display_name, slug on public.authors
  for each row execute function private.prepare_author();

-- The site may not be renamed to a writer's name (or slug) either.
create or replace function private.site_name_not_a_writer()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if new.site_name is distinct from old.site_name
     and exists (select 1 from public.authors a
                  where private.author_name_key(a.display_name) = private.author_name_key(new.site_name)
                     or replace(a.slug, '-', '') = replace(private.author_slug_base(new.site_name), '-', '')) then
    raise exception 'A writer already has the name "%" (or its author page address).', new.site_name
      using errcode = '23505', constraint = 'authors_name_key_idx', table = 'site_settings', schema = 'public';
  end if;
  return new;
end;
$function$;

revoke all on function private.site_name_not_a_writer() from public, anon, authenticated, service_role;

create trigger site_settings_name_not_a_writer before update of site_name on public.site_settings
  for each row execute function private.site_name_not_a_writer();

-- ---------------------------------------------------------------------------------------------
-- Every member has an author row (nameless until they choose a name), so "Your byline" and
-- "Your bio" are updates of their own row.
-- ---------------------------------------------------------------------------------------------

create or replace function private.add_member_author()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into public.authors (user_id) values (new.user_id) on conflict (user_id) do nothing;
  return null;
end;
$function$;

revoke all on function private.add_member_author() from public, anon, authenticated, service_role;

create trigger admins_author_row after insert on public.admins
  for each row execute function private.add_member_author();

-- ---------------------------------------------------------------------------------------------
-- The members' bylines move from admins, oldest member first (the first of two namesakes keeps
-- the name; a later one, or a member named like the site, is told apart by a number, which
-- they can change).
-- ---------------------------------------------------------------------------------------------

do $backfill$
declare
  member record;
  name text;
  n integer;
begin
  for member in select m.user_id, m.display_name, m.slug, m.bio, m.created_at from public.admins m order by m.created_at, m.user_id loop
    name := member.display_name;
    n := 1;
    loop
      begin
        insert into public.authors (user_id, display_name, slug, bio, created_at)
        values (member.user_id, name, case when n = 1 then member.slug end, member.bio, member.created_at);
        exit;
      exception when unique_violation then
        n := n + 1;
        name := left(member.display_name, 74) || ' (' || n || ')';
      end;
    end loop;
  end loop;
end
$backfill$;

-- ---------------------------------------------------------------------------------------------
-- Articles name their writer
-- ---------------------------------------------------------------------------------------------

alter table public.articles add column byline_id uuid references public.authors (id) on delete set null;

-- An author page's articles, newest first by key; and a writer's articles when a member claims
-- their byline.
create index articles_byline_id_publish_date_id_idx on public.articles (byline_id, publish_date desc, id desc)
  where status = 'published' and byline_id is not null;
create index articles_byline_id_idx on public.articles (byline_id) where byline_id is not null;
-- author_page read articles by their creator; it reads by byline now.
drop index public.articles_author_id_publish_date_id_idx;

-- Existing articles: a member's articles name the member (as their author page listed them);
-- every other byline that is not the site's names the writer of that name, who is added when
-- there is none yet. An article with no creator whose writer is a member becomes the member's.
do $backfill$
declare
  byline record;
  writer uuid;
begin
  update public.articles a set byline_id = w.id
    from public.authors w
   where w.user_id = a.author_id and w.display_name is not null;

  for byline in
    select distinct on (private.author_name_key(a.author)) a.author
      from public.articles a
     where a.byline_id is null
       and private.author_name_key(a.author) <> private.author_name_key(private.site_byline())
       and private.is_printable_name(a.author) and char_length(a.author) <= 80
     order by private.author_name_key(a.author), a.publish_date
  loop
    select w.id into writer from public.authors w
     where private.author_name_key(w.display_name) = private.author_name_key(byline.author);
    if writer is null then
      insert into public.authors (display_name) values (byline.author) returning id into writer;
    end if;
    update public.articles a set byline_id = writer
     where a.byline_id is null and private.author_name_key(a.author) = private.author_name_key(byline.author);
  end loop;

  update public.articles a set author_id = w.user_id
    from public.authors w
   where a.byline_id = w.id and a.author_id is null and w.user_id is not null;
end
$backfill$;

-- Which writer an article's byline names. An API caller never chooses byline_id: it follows the
-- byline's text. An editor's byline names the writer of that name, if there is one; anyone
-- else's only themself (so a contributor cannot put their draft on another writer's page). A
-- byline that is the site's name, or no writer's, names no one. The owner (the seed, scripts,
-- an import) names a writer by id, and the byline's text becomes that writer's name; the
-- owner's text alone is not looked up (a bulk load pays nothing for it).
create or replace function private.link_article_byline()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  caller uuid := auth.uid();
  key text;
  writer public.authors%rowtype;
begin
  if tg_op = 'UPDATE' and new.author is not distinct from old.author and new.byline_id is not distinct from old.byline_id then
    return new;
  end if;
  if caller is null then
    if new.byline_id is not null and (tg_op = 'INSERT' or new.byline_id is distinct from old.byline_id) then
      select w.* into writer from public.authors w where w.id = new.byline_id;
      new.author := coalesce(writer.display_name, new.author);
    end if;
    return new;
  end if;

  new.byline_id := null;
  key := private.author_name_key(new.author);
  if key is null or key = private.author_name_key(private.site_byline()) then
    return new;
  end if;
  select w.* into writer from public.authors w where private.author_name_key(w.display_name) = key;
  if writer.id is null or (writer.user_id is distinct from caller and not private.staff_may('editor')) then
    return new;
  end if;
  new.byline_id := writer.id;
  new.author := writer.display_name;
  return new;
end;
$function$;

revoke all on function private.link_article_byline() from public, anon, authenticated, service_role;

-- After the defaults and byline_never_email (BEFORE triggers fire in name order), which settle
-- the byline's text first.
create trigger articles_link_byline before insert or update of author, byline_id on public.articles
  for each row execute function private.link_article_byline();

-- ---------------------------------------------------------------------------------------------
-- The byline columns leave admins
-- ---------------------------------------------------------------------------------------------

drop trigger admins_normalise_display_name on public.admins;
drop trigger admins_slug_from_display_name on public.admins;
drop policy admins_update_own_profile on public.admins;
revoke insert, update on table public.admins from authenticated;
alter table public.admins drop column display_name, drop column slug, drop column bio;
grant insert (user_id, role) on table public.admins to authenticated;
grant update (role) on table public.admins to authenticated;
drop function private.normalise_display_name();
drop function private.assign_author_slug();

-- ---------------------------------------------------------------------------------------------
-- Who reads and writes authors
-- ---------------------------------------------------------------------------------------------

alter table public.authors enable row level security;

-- Staff see the writers (the dashboard's own byline and bio); readers see them through the
-- reader functions only.
create policy authors_staff_read on public.authors
  for select to authenticated
  using ((select public.is_staff()));
-- A member edits their own byline, slug and bio, and no one else's.
create policy authors_update_own on public.authors
  for update to authenticated
  using (user_id = (select auth.uid()) and (select private.staff_may('contributor')))
  with check (user_id = (select auth.uid()));

grant select on table public.authors to authenticated;
grant update (display_name, slug, bio) on table public.authors to authenticated;
grant select, insert, update, delete on table public.authors to service_role;

-- ---------------------------------------------------------------------------------------------
-- Functions that read bylines
-- ---------------------------------------------------------------------------------------------

-- A signed-in creator's byline: their author name, else the site's name (never an e-mail).
create or replace function private.editor_name(user_id uuid)
 returns text
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  select case when editor_name.user_id is not null then coalesce(
    (select w.display_name from public.authors w where w.user_id = editor_name.user_id),
    (select s.site_name from public.site_settings s),
    'The Daily Opinion'
  ) end;
$function$;

create or replace function private.byline_never_email()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if position('@' in new.author) > 0
     and exists (select 1 from auth.users u where u.email = lower(btrim(new.author))) then
    new.author := coalesce(
      (select w.display_name from public.authors w where w.user_id = coalesce(new.author_id, auth.uid())),
      private.site_byline());
  end if;
  return new;
end;
$function$;

-- The owner's way (the local seed, `npm run admin:create`) to give a member their byline: a
-- writer of that name who is no member's yet becomes theirs, with the articles signed with it
-- that have no creator; otherwise the member's own row takes the name. Answers the writer's id.
create or replace function private.link_member_author(member uuid, name text)
 returns uuid
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  clean text := nullif(btrim(regexp_replace(name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  writer public.authors%rowtype;
  own public.authors%rowtype;
begin
  if clean is null then
    return null;
  end if;
  select w.* into writer from public.authors w where private.author_name_key(w.display_name) = private.author_name_key(clean);
  select w.* into own from public.authors w where w.user_id = member;
  if writer.id is not null and writer.user_id = member then
    return writer.id;
  end if;
  if writer.id is not null and writer.user_id is null then
    if own.id is not null then
      if own.display_name is not null or exists (select 1 from public.articles a where a.byline_id = own.id) then
        raise exception 'This member already writes as "%".', own.display_name using errcode = '23505';
      end if;
      delete from public.authors w where w.id = own.id;
    end if;
    update public.authors w set user_id = member where w.id = writer.id;
    update public.articles a set author_id = member where a.byline_id = writer.id and a.author_id is null;
    return writer.id;
  end if;
  if own.id is null then
    insert into public.authors (user_id, display_name) values (member, clean) returning * into own;
  else
    update public.authors w set display_name = clean where w.id = own.id returning * into own;
  end if;
  return own.id;
end;
$function$;

revoke all on function private.link_member_author(uuid, text) from public, anon, authenticated, service_role;

-- The author page: the writer (name, bio, slug; never an e-mail, user id or role) and one page
-- of their visible articles, newest first, after (before_date, before_id), as the cards of a
-- category page, one more than page_size (clamped to 1-24) to tell whether another follows. An
-- unknown slug, or a member without a name, is one probe of the slug index: `author: null`.
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
  writer_id uuid;
  writer json;
  result json;
begin
  select w.id, json_build_object('display_name', w.display_name, 'bio', w.bio, 'slug', w.slug)
    into writer_id, writer
    from public.authors w
   where w.slug = author_page.slug and w.display_name is not null;

  if writer_id is null then
    return json_build_object('author', null, 'articles', '[]'::json);
  end if;

  -- Two statements rather than one with `before_date is null or …`, which no index can start
  -- from; both walk articles_byline_id_publish_date_id_idx from the newest visible article.
  if before_date is null or before_id is null then
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.byline_id = writer_id and a.status = 'published' and a.publish_date <= now()
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  else
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.byline_id = writer_id and a.status = 'published' and a.publish_date <= now()
           and (a.publish_date, a.id) < (before_date, before_id)
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  end if;
  return json_build_object('author', writer, 'articles', result);
end;
$function$;

revoke all on function public.author_page(text, timestamp with time zone, uuid, integer) from public;
grant execute on function public.author_page(text, timestamp with time zone, uuid, integer) to anon, authenticated, service_role;

-- The article page's byline links to its writer's page (one primary-key probe of authors).
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
             (select w.slug from public.authors w where w.id = a.byline_id and w.display_name is not null) as author_slug
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

-- Author pages for the sitemap, by key on the slug index.
create or replace function public.sitemap_authors(after_slug text default null, max_rows integer default 1000)
 returns json
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  select coalesce(json_agg(w.slug order by w.slug), '[]'::json)
    from (
      select a.slug
        from public.authors a
       -- Every slug is longer than ''; coalesce keeps one plan that starts from the index.
       where a.slug > coalesce(after_slug, '') and a.display_name is not null
       order by a.slug
       limit greatest(1, least(coalesce(max_rows, 1000), 1000))
    ) w;
$function$;

create or replace function public.sitemap_page(page integer default 0)
 returns json
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
declare
  per_page constant integer := 200;
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
            from public.authors m
           where m.slug is not null and m.display_name is not null
           order by m.slug
           limit 1000
        ) w)
    else '[]'::json end);
end;
$function$;
