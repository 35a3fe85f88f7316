-- function public.sitemap_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.sitemap_page(page integer DEFAULT 0)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

revoke all on function public.sitemap_page(integer) from public;
grant execute on function public.sitemap_page(integer) to anon;
grant execute on function public.sitemap_page(integer) to authenticated;
grant execute on function public.sitemap_page(integer) to service_role;
