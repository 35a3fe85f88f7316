-- function private.subscriber_total: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.subscriber_total()
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when public.is_editor() then (select count(*) from public.subscribers) else 0 end;
$function$;

revoke all on function private.subscriber_total() from public;
grant execute on function private.subscriber_total() to authenticated;
grant execute on function private.subscriber_total() to service_role;
