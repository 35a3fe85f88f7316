-- The front page's articles in one request (it took 13 article queries, each with its
-- CORS preflight). Same rows as the per-block queries it replaces (the product's front-page
-- rules), never `content`:
--   lead       the newest article;
--   headlines  the next six;
--   trending   five: featured articles newest first, topped up with the newest articles;
--   breaking   the ticker's five newest breaking articles (id, slug, title);
--   sections   the first ten categories in navigation order, each with its ten newest
--              articles (an empty list when it has none: the page hides it).
-- Ties on publish_date are broken by id descending, the order of the keyset indexes.
--
-- security invoker: runs with the caller's rights, so the articles policies still decide, and
-- the hosted project serves it unchanged through PostgREST (/rest/v1/rpc/home_page).
create or replace function public.home_page()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with latest as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
           a.featured, a.breaking, a.author,
           row_number() over (order by a.publish_date desc, a.id desc) as position
      from public.articles a
     order by a.publish_date desc, a.id desc
     limit 10
  ),
  featured as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
           a.featured, a.breaking, a.author
      from public.articles a
     where a.featured
     order by a.publish_date desc, a.id desc
     limit 5
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
    select a.id, a.slug, a.title, row_number() over (order by a.publish_date desc, a.id desc) as position
      from public.articles a
     where a.breaking
     order by a.publish_date desc, a.id desc
     limit 5
  ),
  sections as (
    select c.slug as category, c.position, s.articles
      from unnest(array['health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today',
                        'israel-today', 'sports', 'entertainment', 'documentary']) with ordinality as c(slug, position)
      cross join lateral (
        select coalesce(json_agg(x order by x.publish_date desc, x.id desc), '[]'::json) as articles
          from (
            select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
                   a.featured, a.breaking, a.author
              from public.articles a
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

comment on function public.home_page() is
  'Front page in one call: lead, headlines (6), trending (5), breaking (5) and the ten home category sections (10 each), card columns only.';

revoke all on function public.home_page() from public;
grant execute on function public.home_page() to anon, authenticated, service_role;
