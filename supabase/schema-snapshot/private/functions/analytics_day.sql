-- function private.analytics_day: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_day(at_time timestamp with time zone)
 RETURNS date
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select (at_time at time zone 'UTC')::date;
$function$;

revoke all on function private.analytics_day(timestamp with time zone) from public;
