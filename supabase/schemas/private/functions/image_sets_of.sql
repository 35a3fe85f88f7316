-- function private.image_sets_of: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.image_sets_of(image_url text, content text)
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(distinct m[1]), '{}')
  from regexp_matches(
    coalesce(image_url, '') || ' ' || coalesce(content, ''),
    '/storage/v1/object/public/article-images/([^/?#"''\s<>&]+)', 'g'
  ) as m;
$function$;

revoke all on function private.image_sets_of(text,text) from public;
