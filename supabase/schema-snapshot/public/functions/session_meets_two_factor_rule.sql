-- function public.session_meets_two_factor_rule: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.session_meets_two_factor_rule()
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.session_is_live() and private.session_meets_aal();
$function$;

revoke all on function public.session_meets_two_factor_rule() from public;
grant execute on function public.session_meets_two_factor_rule() to authenticated;
