-- function private.newsletter_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.newsletter_articles(ids uuid[])
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
           'title', a.title, 'slug', a.slug, 'excerpt', a.excerpt, 'image_url', a.image_url, 'image_alt', a.image_alt)
           order by x.ord), '[]'::jsonb)
    from unnest(ids) with ordinality x(id, ord)
    join private.visible_articles a on a.id = x.id;
$function$;

revoke all on function private.newsletter_articles(uuid[]) from public;
