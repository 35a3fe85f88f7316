-- function private.analytics_label: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_label(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select nullif(btrim(left(private.strip_unprintable(value), 100)), '');
$function$;

revoke all on function private.analytics_label(text) from public;
