-- function private.is_printable_name: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_printable_name(value text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select value = private.strip_unprintable(value)
$function$;

revoke all on function private.is_printable_name(text) from public;
grant execute on function private.is_printable_name(text) to authenticated;
grant execute on function private.is_printable_name(text) to service_role;
