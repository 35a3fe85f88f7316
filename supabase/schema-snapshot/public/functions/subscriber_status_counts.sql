-- function public.subscriber_status_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.subscriber_status_counts()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  result json;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to read subscribers' using errcode = '42501';
  end if;
  select json_build_object(
           'pending', count(*) filter (where s.status = 'pending'),
           'confirmed', count(*) filter (where s.status = 'confirmed'),
           'unsubscribed', count(*) filter (where s.status = 'unsubscribed'))
    into result
    from public.subscribers s;
  return result;
end;
$function$;

revoke all on function public.subscriber_status_counts() from public;
grant execute on function public.subscriber_status_counts() to authenticated;
