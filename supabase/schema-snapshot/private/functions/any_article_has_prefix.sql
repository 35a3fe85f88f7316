-- function private.any_article_has_prefix: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.any_article_has_prefix(word text)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
 SET enable_seqscan TO 'off'
 SET enable_indexscan TO 'off'
AS $function$
  select exists (select from public.articles a
                  where a.search_vector @@ pg_catalog.to_tsquery('simple'::regconfig, word || ':*'))
$function$;

revoke all on function private.any_article_has_prefix(text) from public;
