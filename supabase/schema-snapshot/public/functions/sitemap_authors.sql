-- function public.sitemap_authors: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.sitemap_authors(after_slug text DEFAULT NULL::text, max_rows integer DEFAULT 1000)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

revoke all on function public.sitemap_authors(text,integer) from public;
grant execute on function public.sitemap_authors(text,integer) to anon;
grant execute on function public.sitemap_authors(text,integer) to authenticated;
grant execute on function public.sitemap_authors(text,integer) to service_role;
