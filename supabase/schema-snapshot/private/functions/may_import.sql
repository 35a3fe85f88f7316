-- function private.may_import: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.may_import()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(private.staff_may('admin'), false) or coalesce((select auth.role()) = 'service_role', false);
$function$;

revoke all on function private.may_import() from public;
