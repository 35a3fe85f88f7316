-- function public.home_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.home_page()
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.home_page() from public;
grant execute on function public.home_page() to anon;
grant execute on function public.home_page() to authenticated;
grant execute on function public.home_page() to service_role;
