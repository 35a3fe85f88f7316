-- function public.staff_role: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.staff_role()
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select a.role
    from public.admins a
   where a.user_id = (select auth.uid())
     and private.session_is_live();
$function$;

revoke all on function public.staff_role() from public;
grant execute on function public.staff_role() to authenticated;
grant execute on function public.staff_role() to service_role;
