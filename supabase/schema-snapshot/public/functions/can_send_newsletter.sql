-- function public.can_send_newsletter: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.can_send_newsletter()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.staff_may('editor');
$function$;

revoke all on function public.can_send_newsletter() from public;
grant execute on function public.can_send_newsletter() to authenticated;
grant execute on function public.can_send_newsletter() to service_role;
