-- function public.is_editor: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.is_editor()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(public.staff_role() in ('editor', 'admin'), false);
$function$;

revoke all on function public.is_editor() from public;
grant execute on function public.is_editor() to authenticated;
grant execute on function public.is_editor() to service_role;
