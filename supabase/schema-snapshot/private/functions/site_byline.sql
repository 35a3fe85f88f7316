-- function private.site_byline: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.site_byline()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce((select s.site_name from public.site_settings s limit 1), 'The Daily Opinion'::text);
$function$;

revoke all on function private.site_byline() from public;
