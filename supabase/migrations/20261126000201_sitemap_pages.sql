-- The sitemap in pages read by key, so one request to the sitemap function costs one bounded
-- query whatever the page and the archive's size.
--
-- The function used to fill 50,000-URL files by walking sitemap_articles a thousand slugs at a
-- time: ?page=2 skipped the first 49,978 articles to reach its own, about 100 calls and 10 MB of
-- JSON per request, and anyone may ask for it without a key. Now the archive is cut into pages
-- of about 2,000 articles by a hash of the article id: page n of N holds the articles whose
-- uuid_hash(id) falls in the n-th of N equal ranges of the 32-bit hash space. A page is one range
-- of an index on that hash (covering slug and dates, so index-only once vacuumed), N comes from
-- the maintained article counter (no scan), and no page depends on the pages before it. The id
-- never changes (a slug may), and its hash spreads articles evenly whatever ids and slugs
-- writers choose, so a page holds 2,000 ± a few dozen articles; the LIMIT is a hard ceiling far
-- above that, never reached in practice.

set local lock_timeout = '5s';

create index articles_sitemap_hash_idx on public.articles (uuid_hash(id)) include (slug, updated_at, publish_date)
  where status = 'published';

-- { "pages": N, "articles": [{ "slug", "updated_at" }, …] } for page 1 … N (in slug order), or
-- { "pages": N, "articles": null } for any other page (0 asks only for N).
create or replace function public.sitemap_page(page integer default 0)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  per_page constant integer := 2000;
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
$$;

revoke all on function public.sitemap_page(integer) from public;
grant execute on function public.sitemap_page(integer) to anon, authenticated, service_role;
