-- Sitemap files of about 500 articles instead of 2,000.
--
-- A file of 2,000 URLs cost about 30 ms of the database (its rows read and turned into JSON) and
-- as much again to write as XML: six times what an article page costs. Twenty-five clients asking
-- for sitemap files at once slowed readers' front page four times as much as 25 clients reading
-- articles did. A file of 500 costs about what a page does, and crawlers take the extra files
-- from the index (a sitemap may hold 50,000 URLs; an index 50,000 files: 100,000 articles are
-- 200 files). Only the page size differs from the function it replaces.

set local lock_timeout = '5s';

CREATE OR REPLACE FUNCTION public.sitemap_page(page integer DEFAULT 0)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
      ) s));
end;
$function$;
