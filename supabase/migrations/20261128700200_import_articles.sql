-- Imported articles, their writers, comments and old addresses; and undoing an import.
--
--   * public.import_articles(import_id, rows): up to 100 articles in one transaction, each with
--     its writer (a member matched by e-mail, else the writer of that name, else a new writer
--     with an author page and no login), its approved comments and its old addresses. A source id
--     already imported is passed over, so a second run of a file writes nothing.
--   * public.import_redirects(import_id, rows): the archive pages (categories, tags, authors).
--   * public.undo_import(import_id): removes what the import added (articles with their
--     comments and redirects, the writers it created that nothing else names, the subscribers it
--     added) and answers the image sets it stored that nothing shows any more, which the caller
--     deletes through Storage.
--
-- The rows are written as the database's owner writes them (the seed, scripts): the writer and
-- the date given are kept. Under an administrator's session the insert triggers would sign each
-- article with the administrator's own byline and date nothing but drafts by the clock, so the
-- functions clear the request's claims for their own writes once the caller has been checked,
-- and give the administrator as each article's creator themselves.

set local lock_timeout = '5s';

alter table private.import_items add column created boolean not null default true;

-- Acts as the owner for the rest of the transaction (see above); answers the caller's user id.
create or replace function private.import_as_owner()
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('request.jwt.claims', '', true);
  perform set_config('app.import_writes', 'on', true);
  return caller;
end;
$$;
revoke all on function private.import_as_owner() from public, anon, authenticated, service_role;

-- The writer of an imported byline: the one an earlier import created or matched for the same
-- key, else the member with that e-mail, else the writer of that name, else a new writer
-- (numbered when the name is taken by the site itself).
create or replace function private.import_author(import_id uuid, author_key text, name text, email text, bio text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean text := left(nullif(btrim(regexp_replace(coalesce(name, ''), '[[:space:]]+', ' ', 'g')), ''), 80);
  writer uuid;
  n integer := 1;
  candidate text;
begin
  select t.target_id into writer from private.import_items t
   where t.kind = 'author' and t.source_key = import_author.author_key
     and exists (select 1 from public.authors w where w.id = t.target_id);
  if writer is not null then
    return writer;
  end if;
  if nullif(btrim(email), '') is not null then
    select w.id into writer from public.authors w join auth.users u on u.id = w.user_id
     where lower(u.email) = lower(btrim(import_author.email)) and w.display_name is not null;
  end if;
  if writer is null and clean is not null and private.is_printable_name(clean) then
    select w.id into writer from public.authors w where private.author_name_key(w.display_name) = private.author_name_key(clean);
  end if;
  if writer is not null then
    insert into private.import_items (kind, source_key, import_id, target_id, created)
    values ('author', import_author.author_key, import_author.import_id, writer, false)
    on conflict (kind, source_key) do update set target_id = excluded.target_id;
    return writer;
  end if;
  if clean is null or not private.is_printable_name(clean) then
    return null;
  end if;
  candidate := clean;
  loop
    begin
      insert into public.authors (display_name, bio) values (candidate, left(nullif(btrim(bio), ''), 400)) returning id into writer;
      exit;
    exception when unique_violation then
      n := n + 1;
      if n > 20 then
        return null;
      end if;
      candidate := left(clean, 74) || ' (' || n || ')';
    end;
  end loop;
  insert into private.import_items (kind, source_key, import_id, target_id, created)
  values ('author', import_author.author_key, import_author.import_id, writer, true)
  on conflict (kind, source_key) do update set target_id = excluded.target_id;
  return writer;
end;
$$;
revoke all on function private.import_author(uuid, text, text, text, text) from public, anon, authenticated, service_role;

-- The slug wanted when it is free, else the same with a number; '' (made from the title by the
-- insert trigger) when none is wanted.
create or replace function private.import_slug(wanted text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate text := coalesce(wanted, '');
  n integer := 1;
begin
  if candidate = '' or candidate !~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' or char_length(candidate) > 110 then
    return '';
  end if;
  perform pg_advisory_xact_lock(7005, hashtext(candidate));
  while private.is_reserved_slug(candidate) or exists (select 1 from public.articles a where a.slug = candidate) loop
    n := n + 1;
    candidate := wanted || '-' || n;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.import_slug(text) from public, anon, authenticated, service_role;

create or replace function public.import_articles(import_id uuid, rows jsonb)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  job public.imports := private.require_import(import_articles.import_id);
  creator uuid;
  item record;
  writer uuid;
  written public.articles;
  results jsonb := '[]'::jsonb;
  key text;
begin
  if jsonb_typeof(import_articles.rows) <> 'array' or jsonb_array_length(import_articles.rows) > 100 then
    raise exception 'rows must be an array of at most 100' using errcode = '22023';
  end if;
  if job.state <> 'running' then
    raise exception 'this import is %', job.state using errcode = '55000';
  end if;
  creator := private.import_as_owner();
  for item in
    select * from jsonb_to_recordset(import_articles.rows) as r(
      key text, title text, slug text, excerpt text, content text, category text, status text, publish_date timestamptz,
      image_url text, image_alt text, author jsonb, comments jsonb, old_paths text[])
  loop
    key := job.format || ':' || job.source_site || ':' || item.key;
    if exists (select 1 from private.import_items t where t.kind = 'article' and t.source_key = key) then
      continue;
    end if;
    writer := case when jsonb_typeof(item.author) = 'object'
      then private.import_author(import_articles.import_id, job.format || ':' || job.source_site || ':' || (item.author ->> 'key'),
                                 item.author ->> 'name', item.author ->> 'email', item.author ->> 'bio') end;
    insert into public.articles (slug, title, excerpt, content, category, status, publish_date, image_url, image_alt, author, byline_id, author_id)
    values (private.import_slug(item.slug), item.title, item.excerpt, coalesce(item.content, ''), item.category,
            item.status, item.publish_date, item.image_url, item.image_alt,
            coalesce((select w.display_name from public.authors w where w.id = writer), private.site_byline()),
            writer, creator)
    returning * into written;
    insert into private.import_items (kind, source_key, import_id, target_id) values ('article', key, import_articles.import_id, written.id);
    insert into public.comments (article_id, author_name, content, status, created_at)
    select written.id, left(btrim(c.author_name), 80), left(btrim(c.text), 5000), 'approved', coalesce(c.date, written.publish_date)
      from jsonb_to_recordset(case when jsonb_typeof(item.comments) = 'array' then item.comments else '[]'::jsonb end)
           as c(author_name text, text text, date timestamptz)
     where char_length(btrim(coalesce(c.author_name, ''))) >= 1 and char_length(btrim(coalesce(c.text, ''))) >= 1
     limit 2000;
    insert into public.redirects (from_path, article_id, import_id)
    select p, written.id, import_articles.import_id
      from unnest(coalesce(item.old_paths, '{}')) p
     where left(p, 1) = '/' and char_length(p) between 2 and 1000 and p <> '/' || written.slug
     limit 20
    on conflict (from_path) do nothing;
    results := results || jsonb_build_object('key', item.key, 'id', written.id, 'slug', written.slug);
  end loop;
  return results;
end;
$$;
revoke all on function public.import_articles(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_articles(uuid, jsonb) to authenticated, service_role;

-- Archive pages: a category or tag page to one of the site's categories, an author page to the
-- writer the import gave that author.
create or replace function public.import_redirects(import_id uuid, rows jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  job public.imports := private.require_import(import_redirects.import_id);
  added integer;
begin
  if jsonb_typeof(import_redirects.rows) <> 'array' or jsonb_array_length(import_redirects.rows) > 5000 then
    raise exception 'rows must be an array of at most 5000' using errcode = '22023';
  end if;
  with targets as (
    select r.from_path,
           case when r.category is not null then '/category/' || r.category
                else (select '/author/' || w.slug from private.import_items t join public.authors w on w.id = t.target_id
                       where t.kind = 'author' and t.source_key = job.format || ':' || job.source_site || ':' || r.author_key
                         and w.slug is not null and w.display_name is not null) end as to_path
      from jsonb_to_recordset(import_redirects.rows) as r(from_path text, category text, author_key text)
     where left(r.from_path, 1) = '/' and char_length(r.from_path) between 2 and 1000
       and (r.category is null or r.category ~ '^[a-z-]{1,40}$')
  ), inserted as (
    insert into public.redirects (from_path, to_path, import_id)
    select t.from_path, t.to_path, import_redirects.import_id from targets t
     where t.to_path is not null and t.to_path <> t.from_path
    on conflict (from_path) do nothing
    returning 1
  )
  select count(*) into added from inserted;
  return added;
end;
$$;
revoke all on function public.import_redirects(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_redirects(uuid, jsonb) to authenticated, service_role;

-- Undoes an import as a whole (whatever its state): what it added goes, what it found stays.
create or replace function public.undo_import(import_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  job public.imports := private.require_import(undo_import.import_id);
  articles integer;
  writers integer;
  readers integer;
  paths integer;
  sets text[];
begin
  perform private.import_as_owner();
  -- A second undo waits for the first and then finds nothing left.
  perform 1 from public.imports i where i.id = job.id for update;
  delete from public.redirects r where r.import_id = job.id;
  get diagnostics paths = row_count;
  delete from public.articles a using private.import_items t
   where t.import_id = job.id and t.kind = 'article' and a.id = t.target_id;
  get diagnostics articles = row_count;
  delete from public.authors w using private.import_items t
   where t.import_id = job.id and t.kind = 'author' and t.created and w.id = t.target_id and w.user_id is null
     and not exists (select 1 from public.articles a where a.byline_id = w.id);
  get diagnostics writers = row_count;
  delete from public.subscribers s using private.import_items t
   where t.import_id = job.id and t.kind = 'subscriber' and s.id = t.target_id;
  get diagnostics readers = row_count;
  -- Its images, unless something else shows them now (an editor may have reused one).
  select coalesce(array_agg(t.source_key), '{}') into sets from private.import_items t
   where t.import_id = job.id and t.kind = 'image'
     and not exists (select 1 from private.image_set_refs r where r.set_key = t.source_key);
  delete from private.import_items t where t.import_id = job.id;
  update public.imports i set state = 'undone', updated_at = now(), finished_at = now() where i.id = job.id;
  return json_build_object('articles', articles, 'authors', writers, 'subscribers', readers, 'redirects', paths, 'image_sets', sets);
end;
$$;
revoke all on function public.undo_import(uuid) from public, anon, authenticated, service_role;
grant execute on function public.undo_import(uuid) to authenticated, service_role;
