-- Imported articles written a batch at a time: public.import_articles (same arguments and
-- answer) inserts the batch's articles, their source ids, comments and old addresses with one
-- statement each, where it inserted them one article at a time. The tables' statement-level
-- triggers (article and comment counts, search words, the deploy hook's queue) then run once per
-- batch instead of once per article, which was most of an import's database time.
--
-- What each article gets is decided first, one at a time, as before: its source id passed over
-- when imported already (or twice in the batch), its writer (private.import_author), and its
-- slug, now also made here when the source has none (from the title, as the insert trigger
-- would) and kept clear of the slugs taken earlier in the same batch.

set local lock_timeout = '5s';

-- The slug wanted when it is free (not reserved, not an article's, not taken earlier in this
-- batch), else the same with a number; '' when the wanted one is not a slug.
create or replace function private.import_batch_slug(wanted text, taken text[])
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
  while private.is_reserved_slug(candidate) or candidate = any(taken)
        or exists (select 1 from public.articles a where a.slug = candidate) loop
    n := n + 1;
    candidate := wanted || '-' || n;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.import_batch_slug(text, text[]) from public, anon, authenticated, service_role;

-- Its predecessor, used only by import_articles' loop, which no longer calls it.
drop function private.import_slug(text);

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
  key text;
  slug text;
  ords bigint[] := '{}';
  ids uuid[] := '{}';
  keys text[] := '{}';
  slugs text[] := '{}';
  writers uuid[] := '{}';
  results json;
begin
  if jsonb_typeof(import_articles.rows) <> 'array' or jsonb_array_length(import_articles.rows) > 100 then
    raise exception 'rows must be an array of at most 100' using errcode = '22023';
  end if;
  if job.state <> 'running' then
    raise exception 'this import is %', job.state using errcode = '55000';
  end if;
  creator := private.import_as_owner();
  for item in
    select * from rows from (jsonb_to_recordset(import_articles.rows) as (key text, title text, slug text, author jsonb))
      with ordinality as r(key, title, slug, author, ord)
  loop
    key := job.format || ':' || job.source_site || ':' || item.key;
    if key = any(keys) or exists (select 1 from private.import_items t where t.kind = 'article' and t.source_key = key) then
      continue;
    end if;
    slug := private.import_batch_slug(item.slug, slugs);
    if slug = '' then
      slug := private.import_batch_slug(private.slugify(coalesce(item.title, '')), slugs);
    end if;
    ords := ords || item.ord;
    ids := ids || gen_random_uuid();
    keys := keys || key;
    slugs := slugs || slug;
    writers := writers || case when jsonb_typeof(item.author) = 'object'
      then private.import_author(import_articles.import_id, job.format || ':' || job.source_site || ':' || (item.author ->> 'key'),
                                 item.author ->> 'name', item.author ->> 'email', item.author ->> 'bio') end;
  end loop;

  insert into public.articles (id, slug, title, excerpt, content, category, status, publish_date, image_url, image_alt, author, byline_id, author_id)
  select p.id, p.slug, r.title, r.excerpt, coalesce(r.content, ''), r.category, r.status, r.publish_date, r.image_url, r.image_alt,
         coalesce((select w.display_name from public.authors w where w.id = p.writer), private.site_byline()), p.writer, creator
    from unnest(ords, ids, slugs, writers) as p(ord, id, slug, writer)
    join rows from (jsonb_to_recordset(import_articles.rows) as (title text, excerpt text, content text, category text, status text,
                                                                  publish_date timestamptz, image_url text, image_alt text))
         with ordinality as r(title, excerpt, content, category, status, publish_date, image_url, image_alt, ord) on r.ord = p.ord
   order by p.ord;

  insert into private.import_items (kind, source_key, import_id, target_id)
  select 'article', p.key, import_articles.import_id, p.id from unnest(keys, ids) as p(key, id);

  insert into public.comments (article_id, author_name, content, status, created_at)
  select a.id, left(btrim(c.author_name), 80), left(btrim(c.text), 5000), 'approved', coalesce(c.date, a.publish_date)
    from unnest(ords, ids) as p(ord, id)
    join public.articles a on a.id = p.id
   cross join lateral (
     select x.* from jsonb_to_recordset(case when jsonb_typeof(import_articles.rows -> (p.ord::integer - 1) -> 'comments') = 'array'
                                             then import_articles.rows -> (p.ord::integer - 1) -> 'comments' else '[]'::jsonb end)
                     as x(author_name text, text text, date timestamptz)
      where char_length(btrim(coalesce(x.author_name, ''))) >= 1 and char_length(btrim(coalesce(x.text, ''))) >= 1
      limit 2000
   ) c
   order by p.ord;

  insert into public.redirects (from_path, article_id, import_id)
  select o.path, a.id, import_articles.import_id
    from unnest(ords, ids) as p(ord, id)
    join public.articles a on a.id = p.id
   cross join lateral (
     select x.path from jsonb_array_elements_text(case when jsonb_typeof(import_articles.rows -> (p.ord::integer - 1) -> 'old_paths') = 'array'
                                                       then import_articles.rows -> (p.ord::integer - 1) -> 'old_paths' else '[]'::jsonb end) as x(path)
      where left(x.path, 1) = '/' and char_length(x.path) between 2 and 1000 and x.path <> '/' || a.slug
      limit 20
   ) o
   order by p.ord
  on conflict (from_path) do nothing;

  select coalesce(json_agg(json_build_object('key', import_articles.rows -> (p.ord::integer - 1) ->> 'key', 'id', a.id, 'slug', a.slug) order by p.ord), '[]'::json)
    into results
    from unnest(ords, ids) as p(ord, id)
    join public.articles a on a.id = p.id;
  return results;
end;
$$;
revoke all on function public.import_articles(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_articles(uuid, jsonb) to authenticated, service_role;
