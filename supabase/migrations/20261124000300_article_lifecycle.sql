-- A newsroom's workflow in the database: drafts and scheduled articles that readers
-- never see, the slug, byline and publish time decided here rather than by the browser, display
-- names for bylines, a history of every saved change, and a server copy of unsaved edits.
--
--   * articles.status is 'draft' or 'published'. A published article whose publish_date is
--     still ahead is scheduled: the time is part of the readers' rule, so it appears at its
--     time with no job to run. The rule lives in one place, private.visible_articles, and every
--     reader function reads through it (or through private.article_cards, built on it).
--   * On insert the database assigns the slug (the spec's rule, -2, -3 … on a collision or a
--     reserved word), the byline (the creator's display name, else e-mail) and publish_date.
--   * public.article_revisions keeps the previous values of every saved change;
--     public.restore_article_revision() copies one back as an ordinary, itself undoable, change.
--   * public.article_autosaves holds unsaved edits to a published article. The app deletes a
--     row once the edits are saved or discarded: a trigger doing it on any article update would
--     also throw away one editor's pending edits when another admin saves.
--   * One counter trigger function serves both counters; article_counts is kept per
--     (category, status) so drafts and live articles are counted without a scan.

set local lock_timeout = '5s';

-- Status -----------------------------------------------------------------------------------------
-- Added with 'published' so every existing row keeps being shown. A new row an editor inserts
-- without a status is a draft; one inserted with no signed-in user (service_role imports, the
-- seed, scripts) is published, as every insert was before, like the byline rule below.
alter table public.articles
  add column status text not null default 'published' check (status in ('draft', 'published'));
alter table public.articles
  alter column status set default (case when auth.uid() is null then 'published' else 'draft' end);

-- A draft may be saved before it has a title or an excerpt; the caps stay for every row and a
-- published article still needs both.
alter table public.articles drop constraint articles_title_check;
alter table public.articles drop constraint articles_excerpt_check;
alter table public.articles
  add constraint articles_title_check
    check (char_length(btrim(title)) <= 200 and (status = 'draft' or char_length(btrim(title)) >= 1)),
  add constraint articles_excerpt_check
    check (char_length(btrim(excerpt)) <= 500 and (status = 'draft' or char_length(btrim(excerpt)) >= 1));

-- The database fills these in (articles_assign_defaults below); the empty defaults let a client
-- leave them out. An empty author with no signed-in creator still fails the author check.
alter table public.articles alter column slug set default '';
alter table public.articles alter column author set default '';

-- What readers see -----------------------------------------------------------------------------
-- Published and due. Every reader function reads articles through this view (never the table),
-- so the rule cannot be forgotten in one of them. `publish_date <= now()` is a range the
-- (publish_date desc, id desc) and (category, publish_date desc, id desc) indexes start from;
-- drafts are few, so filtering them out as the index is walked costs next to nothing.
create view private.visible_articles as
  select a.*
    from public.articles a
   where a.status = 'published' and a.publish_date <= now();
revoke all on private.visible_articles from public, anon, authenticated, service_role;

create or replace view private.article_cards as
  select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
         a.featured, a.breaking, a.author
    from private.visible_articles a;

-- Indexes for the new questions. The dashboard lists drafts by date (a small partial index);
-- the sitemap walks visible slugs with an index-only scan (status and publish_date carried).
create index articles_draft_publish_date_id_idx on public.articles (publish_date desc, id desc) where status = 'draft';
create index articles_published_slug_sitemap_idx on public.articles (slug) include (updated_at, publish_date)
  where status = 'published';
drop index public.articles_slug_sitemap_idx;

-- Display names ----------------------------------------------------------------------------------
-- The byline new articles take. Readers saw login e-mails before; an e-mail stays the fallback.
alter table public.admins
  add column display_name text check (display_name is null or char_length(display_name) between 1 and 80);

create or replace function private.normalise_display_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Blank clears the name (the byline falls back to the e-mail).
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '\s+', ' ', 'g')), '');
  return new;
end;
$$;
revoke all on function private.normalise_display_name() from public, anon, authenticated, service_role;

create trigger admins_normalise_display_name
  before insert or update of display_name on public.admins
  for each row execute function private.normalise_display_name();

create policy "admins_update_own_display_name" on public.admins
  for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_admin()))
  with check (user_id = (select auth.uid()) and (select public.is_admin()));
grant update (display_name) on public.admins to authenticated;

-- Who is writing: the display name if set, else the e-mail; null without a signed-in user.
create or replace function private.editor_name(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select a.display_name from public.admins a where a.user_id = editor_name.user_id),
    (select u.email::text from auth.users u where u.id = editor_name.user_id)
  );
$$;
revoke all on function private.editor_name(uuid) from public, anon, authenticated, service_role;

-- The slug ---------------------------------------------------------------------------------------
-- slugify() of src/lib/slug.ts, character for character: JavaScript's toLowerCase (ASCII
-- letters, plus the two non-ASCII capitals whose lower case is ASCII: U+0130 and the Kelvin
-- sign), its \s (the Unicode spaces listed below), its \w (ASCII only, whatever the locale).
create or replace function private.slugify(title text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(nullif(
    regexp_replace(left(btrim(regexp_replace(regexp_replace(regexp_replace(
      translate(title, E'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u212A', 'abcdefghijklmnopqrstuvwxyzik'),
      E'[\\t\\n\\v\\f\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'),
      '[^A-Za-z0-9_-]+', '', 'g'),
      '-{2,}', '-', 'g'), '-'), 100), '-+$', ''),
    ''), 'article');
$$;
revoke all on function private.slugify(text) from public, anon, authenticated, service_role;

-- The first paths the router owns (RESERVED_SLUGS in src/lib/slug.ts, the articles_slug check).
create or replace function private.is_reserved_slug(slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select slug in ('about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
                  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt');
$$;
revoke all on function private.is_reserved_slug(text) from public, anon, authenticated, service_role;

-- Slug, byline and publish time ----------------------------------------------------------------
-- security definer: it must see every slug (drafts included) and read auth.users for the byline.
create or replace function private.assign_article_defaults()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  creator uuid := auth.uid();
  base text;
  candidate text;
  n integer := 1;
begin
  -- On insert when none is given; on update only when the caller blanks it (a draft saved
  -- untitled takes its slug from the title it is published with), else an edit keeps it.
  if coalesce(new.slug, '') = '' then
    base := private.slugify(coalesce(new.title, ''));
    -- One transaction at a time per base, held to commit: the next one waits, then sees the
    -- slug just taken (a volatile function's statements each take a fresh snapshot).
    perform pg_advisory_xact_lock(7005, hashtext(base));
    candidate := base;
    while private.is_reserved_slug(candidate)
          or exists (select 1 from public.articles a where a.slug = candidate and a.id <> new.id) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    new.slug := candidate;
  end if;
  new.publish_date := coalesce(new.publish_date, now());
  if tg_op = 'INSERT' then
    -- A signed-in creator's byline is theirs, whatever the client sent; scripts and the seed
    -- (no user) give their own.
    if creator is not null then
      new.author := coalesce(private.editor_name(creator), new.author);
    end if;
  elsif old.status = 'draft' and new.status = 'published'
        and new.publish_date = old.publish_date and new.publish_date < now() then
    -- Publishing a draft whose date is past, without choosing a date, publishes it now; a date
    -- in the future set with the publish (or before it) schedules it.
    new.publish_date := now();
  end if;
  return new;
end;
$$;
revoke all on function private.assign_article_defaults() from public, anon, authenticated, service_role;

create trigger articles_assign_defaults
  before insert or update on public.articles
  for each row execute function private.assign_article_defaults();

-- Revisions --------------------------------------------------------------------------------------
create table public.article_revisions (
  id bigint generated always as identity primary key,
  article_id uuid not null references public.articles (id) on delete cascade,
  title text not null,
  excerpt text not null,
  content text not null,
  category text not null,
  image_url text,
  image_alt text,
  featured boolean not null,
  breaking boolean not null,
  status text not null,
  publish_date timestamptz not null,
  author text not null,
  edited_by uuid,
  edited_by_name text,
  created_at timestamptz not null default now()
);
create index article_revisions_article_created_idx on public.article_revisions (article_id, created_at desc, id desc);

alter table public.article_revisions enable row level security;
create policy "article_revisions_admin_read" on public.article_revisions
  for select to authenticated using ((select public.is_admin()));

-- security definer: API roles may not write revisions, only the trigger does.
create or replace function private.record_article_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  editor uuid := auth.uid();
begin
  insert into public.article_revisions
    (article_id, title, excerpt, content, category, image_url, image_alt, featured, breaking, status,
     publish_date, author, edited_by, edited_by_name)
  values
    (old.id, old.title, old.excerpt, old.content, old.category, old.image_url, old.image_alt, old.featured,
     old.breaking, old.status, old.publish_date, old.author, editor, private.editor_name(editor));
  return null;
end;
$$;
revoke all on function private.record_article_revision() from public, anon, authenticated, service_role;

-- Only a change of what an editor wrote or decided; updated_at alone is no revision.
create trigger articles_record_revision
  after update on public.articles
  for each row
  when ((old.title, old.excerpt, old.content, old.category, old.image_url, old.image_alt, old.featured,
         old.breaking, old.status, old.publish_date, old.author)
        is distinct from
        (new.title, new.excerpt, new.content, new.category, new.image_url, new.image_alt, new.featured,
         new.breaking, new.status, new.publish_date, new.author))
  execute function private.record_article_revision();

-- security invoker: the articles and revisions policies decide (a non-admin finds no revision).
create or replace function public.restore_article_revision(revision_id bigint)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  result json;
begin
  update public.articles a
     set title = r.title, excerpt = r.excerpt, content = r.content, category = r.category,
         image_url = r.image_url, image_alt = r.image_alt, featured = r.featured, breaking = r.breaking
    from public.article_revisions r
   where r.id = restore_article_revision.revision_id and a.id = r.article_id
  returning json_build_object('id', a.id, 'slug', a.slug) into result;
  if result is null then
    -- PT404: PostgREST answers 404 (it answers P0002, no_data_found, with 500).
    raise exception using errcode = 'PT404', message = 'Revision not found';
  end if;
  return result;
end;
$$;

comment on function public.restore_article_revision(bigint) is
  'Copies a revision''s title, excerpt, content, category, image and flags back into its article (itself a revision); returns {"id", "slug"}.';

-- Autosaves --------------------------------------------------------------------------------------
-- Unsaved edits to a published article (a draft saves into its own row). Nullable where the
-- form can be blank; the caps match the articles' so a row always fits back into its article.
create table public.article_autosaves (
  article_id uuid primary key references public.articles (id) on delete cascade,
  title text check (char_length(title) <= 200),
  excerpt text check (char_length(excerpt) <= 500),
  content text check (char_length(content) <= 200000),
  category text check (char_length(category) <= 100),
  image_url text check (char_length(image_url) <= 2048),
  image_alt text check (char_length(image_alt) <= 300),
  featured boolean,
  breaking boolean,
  saved_by uuid default auth.uid(),
  saved_at timestamptz not null default now()
);

alter table public.article_autosaves enable row level security;
create policy "article_autosaves_admin_read" on public.article_autosaves
  for select to authenticated using ((select public.is_admin()));
create policy "article_autosaves_admin_insert" on public.article_autosaves
  for insert to authenticated with check ((select public.is_admin()));
create policy "article_autosaves_admin_update" on public.article_autosaves
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "article_autosaves_admin_delete" on public.article_autosaves
  for delete to authenticated using ((select public.is_admin()));

create or replace function private.stamp_autosave()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.saved_by := auth.uid();
  new.saved_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_autosave() from public, anon, authenticated, service_role;

create trigger article_autosaves_stamp
  before insert or update on public.article_autosaves
  for each row execute function private.stamp_autosave();

-- Counters: one trigger function for both ---------------------------------------------
-- Arguments: the counter table, its key columns (also the source rows' columns), its count
-- column. Transition tables are visible to EXECUTE. Rows are locked in key order so two
-- concurrent statements cannot deadlock on the counters.
create or replace function private.count_rows_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counter constant text := tg_argv[0];
  keys constant text := tg_argv[1];
  total constant text := tg_argv[2];
  changes text;
begin
  if tg_op = 'TRUNCATE' then
    execute format('update %s set %I = 0 where %I <> 0', counter, total, total);
    return null;
  end if;
  changes := case tg_op
    when 'INSERT' then format('select %s, 1 as n from new_rows', keys)
    when 'DELETE' then format('select %s, -1 as n from old_rows', keys)
    else format('select %1$s, -1 as n from old_rows union all select %1$s, 1 from new_rows', keys)
  end;
  execute format(
    'insert into %1$s as c (%2$s, %3$I)
     select %2$s, sum(d.n) from (%4$s) d group by %2$s having sum(d.n) <> 0 order by %2$s
     on conflict (%2$s) do update set %3$I = c.%3$I + excluded.%3$I',
    counter, keys, total, changes);
  return null;
end;
$$;
revoke all on function private.count_rows_changed() from public, anon, authenticated, service_role;

drop trigger articles_count_insert on public.articles;
drop trigger articles_count_update on public.articles;
drop trigger articles_count_delete on public.articles;
drop trigger articles_count_truncate on public.articles;
drop trigger comments_count_insert on public.comments;
drop trigger comments_count_update on public.comments;
drop trigger comments_count_delete on public.comments;
drop trigger comments_count_truncate on public.comments;
drop function public.count_articles_changed();
drop function public.count_comments_changed();

-- Every row so far is published (the column was added so); the table is locked by the ALTER
-- above, so no write can slip between this and the new triggers.
alter table public.article_counts add column status text not null default 'published';
alter table public.article_counts alter column status drop default;
alter table public.article_counts drop constraint article_counts_pkey;
alter table public.article_counts add primary key (category, status);

-- A transition table names only the rows of its own event, hence one trigger per event.
create trigger articles_count_insert after insert on public.articles
  referencing new table as new_rows
  for each statement execute function private.count_rows_changed('public.article_counts', 'category, status', 'articles');
create trigger articles_count_update after update on public.articles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_rows_changed('public.article_counts', 'category, status', 'articles');
create trigger articles_count_delete after delete on public.articles
  referencing old table as old_rows
  for each statement execute function private.count_rows_changed('public.article_counts', 'category, status', 'articles');
create trigger articles_count_truncate after truncate on public.articles
  for each statement execute function private.count_rows_changed('public.article_counts', 'category, status', 'articles');

create trigger comments_count_insert after insert on public.comments
  referencing new table as new_rows
  for each statement execute function private.count_rows_changed('public.comment_counts', 'status', 'comments');
create trigger comments_count_update after update on public.comments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.count_rows_changed('public.comment_counts', 'status', 'comments');
create trigger comments_count_delete after delete on public.comments
  referencing old table as old_rows
  for each statement execute function private.count_rows_changed('public.comment_counts', 'status', 'comments');
create trigger comments_count_truncate after truncate on public.comments
  for each statement execute function private.count_rows_changed('public.comment_counts', 'status', 'comments');

-- Admin counting: status 'draft', 'scheduled', 'published' (live) or null (all). Without a search
-- term from the counters (scheduled ones counted live); with one, counted up to cap.
drop function public.article_count(text, text, integer);
create function public.article_count(
  category text default null,
  search text default null,
  cap integer default 1000,
  status text default null
)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  term constant text := nullif(btrim(coalesce(article_count.search, '')), '');
  limit_to constant integer := greatest(1, least(coalesce(article_count.cap, 1000), 10000));
  pattern text;
  counted bigint;
  scheduled bigint;
begin
  if article_count.status is not null and article_count.status not in ('draft', 'scheduled', 'published') then
    raise exception using errcode = '22023', message = 'status must be draft, scheduled or published';
  end if;
  if term is null then
    -- Scheduled articles, counted live as in article_total(). The caller's rights apply (this
    -- function runs as the caller), so a non-administrator counts none, as with the counters.
    select count(*) into scheduled
      from public.articles a
     where a.status = 'published' and a.publish_date > now()
       and (article_count.category is null or a.category = article_count.category);
    if article_count.status = 'scheduled' then
      counted := scheduled;
    else
      select coalesce(sum(c.articles), 0) into counted
        from public.article_counts c
       where (article_count.category is null or c.category = article_count.category)
         and (article_count.status is null
              or c.status = case article_count.status when 'draft' then 'draft' else 'published' end);
      if article_count.status = 'published' then
        counted := counted - scheduled;
      end if;
    end if;
    return json_build_object('count', counted, 'exact', true);
  end if;

  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  select count(*) into counted
    from (
      select 1
        from public.articles a
       where (a.title ilike pattern or a.excerpt ilike pattern)
         and (article_count.category is null or a.category = article_count.category)
         and case article_count.status
               when 'draft' then a.status = 'draft'
               when 'scheduled' then a.status = 'published' and a.publish_date > now()
               when 'published' then a.status = 'published' and a.publish_date <= now()
               else true
             end
       limit limit_to + 1
    ) m;
  return json_build_object('count', least(counted, limit_to), 'exact', counted <= limit_to);
end;
$$;

comment on function public.article_count(text, text, integer, text) is
  'Articles in a filtered admin list (status: draft, scheduled, published = live, null = all): exact from article_counts without a search term; with one, counted up to cap ({"count": n, "exact": bool}).';

-- Reader functions read through the rule ---------------------------------------------------------
-- category_page and latest_articles already select from private.article_cards, which now holds
-- only visible articles. The others are redefined here.

-- The article page. An administrator also gets drafts and scheduled articles (the preview, with
-- `status` and `publish_date` for its banner); readers get `article: null` for them. The
-- related pool and the comments are what readers see.
create or replace function public.article_page(slug text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with found as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
           a.featured, a.breaking, a.author, a.content, a.updated_at, a.status
      from public.articles a
     where a.slug = article_page.slug
       and (exists (select 1 from private.visible_articles v where v.id = a.id) or (select public.is_admin()))
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
        from private.visible_articles a
       -- Every slug is longer than ''; coalesce keeps one plan that starts from the index.
       where a.slug > coalesce(after_slug, '')
       order by a.slug
       limit greatest(1, least(coalesce(max_rows, 1000), 1000))
    ) s;
$$;

-- Published articles from the counters, less the scheduled ones, counted live: they are the
-- rows dated after now(), the start of the (publish_date desc, id desc) index, and few.
create or replace function public.article_total()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select (select coalesce(sum(c.articles), 0) from public.article_counts c where c.status = 'published')
         - (select count(*) from public.articles a where a.status = 'published' and a.publish_date > now());
$$;

-- The front page, from the visible cards. Same blocks and order as migration 20261122000210.
create or replace function public.home_page()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with latest as (
    select a.*, row_number() over (order by a.publish_date desc, a.id desc) as position
      from (select c.* from private.article_cards c order by c.publish_date desc, c.id desc limit 10) a
  ),
  featured as (
    select c.* from private.article_cards c where c.featured order by c.publish_date desc, c.id desc limit 5
  ),
  trending as (
    select t.*, row_number() over (order by t.from_latest, t.publish_date desc, t.id desc) as position
      from (
        select f.*, false as from_latest from featured f
        union all
        select l.id, l.slug, l.title, l.excerpt, l.category, l.publish_date, l.image_url, l.image_alt,
               l.featured, l.breaking, l.author, true
          from latest l
         where l.id not in (select f.id from featured f)
      ) t
     order by t.from_latest, t.publish_date desc, t.id desc
     limit 5
  ),
  breaking as (
    select b.id, b.slug, b.title, row_number() over (order by b.publish_date desc, b.id desc) as position
      from (select c.* from private.article_cards c where c.breaking order by c.publish_date desc, c.id desc limit 5) b
  ),
  sections as (
    select c.slug as category, c.position, s.articles
      from unnest(array['health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today',
                        'israel-today', 'sports', 'entertainment', 'documentary']) with ordinality as c(slug, position)
      cross join lateral (
        select coalesce(json_agg(x order by x.publish_date desc, x.id desc), '[]'::json) as articles
          from (
            select a.* from private.article_cards a
             where a.category = c.slug
             order by a.publish_date desc, a.id desc
             limit 10
          ) x
      ) s
  )
  -- `cross join lateral (select …) card` turns each row into an object with exactly the card
  -- columns, leaving out the helper columns used for ordering.
  select json_build_object(
    'lead',
    (select to_json(card) from latest l
       cross join lateral (select l.id, l.slug, l.title, l.excerpt, l.category, l.publish_date, l.image_url,
                                  l.image_alt, l.featured, l.breaking, l.author) card
      where l.position = 1),
    'headlines',
    (select coalesce(json_agg(card order by l.position), '[]'::json) from latest l
       cross join lateral (select l.id, l.slug, l.title, l.excerpt, l.category, l.publish_date, l.image_url,
                                  l.image_alt, l.featured, l.breaking, l.author) card
      where l.position between 2 and 7),
    'trending',
    (select coalesce(json_agg(card order by t.position), '[]'::json) from trending t
       cross join lateral (select t.id, t.slug, t.title, t.excerpt, t.category, t.publish_date, t.image_url,
                                  t.image_alt, t.featured, t.breaking, t.author) card),
    'breaking',
    (select coalesce(json_agg(card order by b.position), '[]'::json) from breaking b
       cross join lateral (select b.id, b.slug, b.title) card),
    'sections',
    (select json_agg(json_build_object('category', s.category, 'articles', s.articles) order by s.position)
       from sections s)
  );
$$;

-- Search: the ranked search of migration 20261122000200 (moved to private by 20261124000100),
-- with its candidates and its answer read from the visible articles. Only the match estimate
-- still reads the table: it sizes the work, it returns nothing.
create or replace function private.search_articles(q text, max_results integer default 20)
returns table (
  id uuid,
  slug text,
  title text,
  excerpt text,
  category text,
  publish_date timestamptz
)
language plpgsql
-- volatile only because PostgreSQL refuses EXPLAIN (the match estimate) inside a stable
-- function; it reads and never writes, and GET requests still run it read-only.
volatile
security invoker
set search_path = ''
as $$
declare
  -- Trimmed, whitespace collapsed, capped at 100 characters (what the UI sends at most).
  term constant text := left(btrim(regexp_replace(coalesce(q, ''), '\s+', ' ', 'g')), 100);
  wanted constant integer := greatest(1, least(coalesce(max_results, 20), 100)) + 1;
  pool_size constant integer := 100;
  words tsquery;
  prefixed tsquery;
  pattern text;
  plan json;
  estimated float8;
  archive float8;
  oldest timestamptz;
  since timestamptz;
  word_ids uuid[] := '{}';
  title_ids uuid[] := '{}';
begin
  if char_length(term) < 3 then
    return;
  end if;
  words := websearch_to_tsquery('simple'::regconfig, term);
  if numnode(words) = 0 then
    words := null;
  elsif words::text ~ '''[^'']{3,}''$' then
    -- The last word as a prefix too, unless it is shorter than 3 characters (a 1- or 2-letter
    -- prefix matches most of the archive and helps nobody).
    prefixed := to_tsquery('simple'::regconfig, words::text || ':*');
  else
    prefixed := words;
  end if;
  if term ~ '[[:alnum:]]{3}' then
    -- LIKE wildcards typed by the reader match themselves.
    pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  -- Every query below goes through EXECUTE, so each is planned for this call's values rather
  -- than from a cached generic plan that would treat every word alike.
  if prefixed is not null then
    -- How many articles hold the words: the planner's estimate from the lexeme statistics
    -- ANALYZE keeps, against the table's size.
    execute 'explain (format json) select from public.articles a where a.search_vector @@ $1' into plan using prefixed;
    estimated := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
    archive := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.articles'::regclass), 1);

    -- The newest pool_size word matches, the cheapest way for how common the words are. The
    -- planner cannot choose this itself: it does not see that checking a row while walking
    -- the date index reads that row's TOASTed tsvector, many times the cost of a row the GIN
    -- index found.
    if estimated > 0.2 * archive then
      -- In more than a fifth of the archive: walk the date index, stop after pool_size
      -- (`is true` keeps the GIN index out of this plan). About 5 * pool_size rows read.
      execute 'select array(select a.id from private.visible_articles a
                             where (a.search_vector @@ $1) is true
                             order by a.publish_date desc, a.id desc limit $2)'
        into word_ids using prefixed, pool_size;
    else
      if estimated > 16 * pool_size then
        -- Common enough that a recent stretch of the archive should hold 4 * pool_size
        -- matches: only the rows both indexes agree on are read (BitmapAnd), if it was long
        -- enough. Its length assumes a steady publishing rate.
        execute 'select min(a.publish_date) from private.visible_articles a' into oldest;
        since := now() - (now() - oldest) * (4 * pool_size / estimated);
        execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                  where a.search_vector @@ $1 and a.publish_date >= $2 offset 0) m
                               order by m.publish_date desc, m.id desc limit $3)'
          into word_ids using prefixed, since, pool_size;
      end if;
      if cardinality(word_ids) < pool_size then
        -- Every match from the GIN index, sorted by date.
        execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                  where a.search_vector @@ $1 offset 0) m
                               order by m.publish_date desc, m.id desc limit $2)'
          into word_ids using prefixed, pool_size;
      end if;
    end if;
  end if;

  -- Partial words from inside a title, when the words alone do not fill the pool. The planner
  -- guesses '%term%' blindly, so first look at the newest 2000 titles (a few milliseconds);
  -- a term too rare to fill the page there is rare enough for the pg_trgm index.
  if pattern is not null and cardinality(word_ids) < pool_size then
    execute 'select array(select r.id from (select a.id, a.title from private.visible_articles a
                                             order by a.publish_date desc, a.id desc limit 2000) r
                           where r.title ilike $1 limit $2)'
      into title_ids using pattern, wanted;
    if cardinality(title_ids) < wanted then
      execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                where a.title ilike $1 offset 0) m
                             order by m.publish_date desc, m.id desc limit $2)'
        into title_ids using pattern, wanted;
    end if;
  end if;

  return query
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date
      from private.visible_articles a
      -- Detoasted once per row for both ranks.
      cross join lateral (select a.search_vector || ''::tsvector as v offset 0) d
     where a.id = any (word_ids || title_ids)
     order by (
                coalesce(ts_rank(d.v, words, 1), 0)
                + 0.5 * coalesce(ts_rank(d.v, prefixed, 1), 0)
                + case when a.title ilike pattern then 0.5 else 0 end
              )
              / (1 + extract(epoch from (now() - a.publish_date)) / 31557600.0) desc,
              a.publish_date desc,
              a.id desc
     limit wanted;
end;
$$;

-- Comments only on what readers see --------------------------------------------------------------
-- A reader's comment on a draft or a scheduled article is refused exactly as one on an article
-- that does not exist (the foreign key's error), so the refusal tells nothing about unpublished
-- work. Named to fire before comments_guard_insert (BEFORE triggers fire in name order), so a
-- refused comment does not count towards the client's limit.
create or replace function private.refuse_comment_on_hidden_article()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_limited_caller()
     and exists (select 1 from public.articles a where a.id = new.article_id)
     and not exists (select 1 from private.visible_articles v where v.id = new.article_id) then
    raise exception using
      errcode = '23503',
      message = 'insert or update on table "comments" violates foreign key constraint "comments_article_id_fkey"',
      -- Without select on articles (readers have none) PostgreSQL leaves the key out.
      detail = 'Key is not present in table "articles".';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_comment_on_hidden_article() from public, anon, authenticated, service_role;

create trigger comments_article_visible
  before insert on public.comments
  for each row execute function private.refuse_comment_on_hidden_article();

-- Grants -----------------------------------------------------------------------------------------
-- Administrators: revisions to read; autosaves to read, insert, update and delete, never
-- saved_by or saved_at (the trigger stamps them) and never moved to another article.
-- service_role as on the other tables.
grant select on public.article_revisions to authenticated;
grant select, delete on public.article_autosaves to authenticated;
grant insert (article_id, title, excerpt, content, category, image_url, image_alt, featured, breaking),
      update (title, excerpt, content, category, image_url, image_alt, featured, breaking)
  on public.article_autosaves to authenticated;
grant select, insert, update, delete on public.article_revisions, public.article_autosaves to service_role;

grant execute on function public.restore_article_revision(bigint) to authenticated;
grant execute on function public.article_count(text, text, integer, text) to authenticated, service_role;
