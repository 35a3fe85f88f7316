-- function public.can_manage_team: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.can_manage_team()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.staff_may('admin');
$function$;

revoke all on function public.can_manage_team() from public;
grant execute on function public.can_manage_team() to authenticated;
