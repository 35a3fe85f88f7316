-- function private.is_limited_caller: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_limited_caller()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select current_setting('role', true) in ('anon', 'authenticated')
     and coalesce(current_setting('app.import_writes', true), '') <> 'on';
$function$;

revoke all on function private.is_limited_caller() from public;
