-- function private.correctable_words: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.correctable_words(v tsvector)
 RETURNS SETOF text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select w from unnest(pg_catalog.tsvector_to_array(pg_catalog.ts_filter(v, '{a,b}'))) w
   where char_length(w) between 3 and 30 and w ~ '^[[:alpha:]]([[:alpha:]''-]*[[:alpha:]])?$'
$function$;

revoke all on function private.correctable_words(tsvector) from public;
