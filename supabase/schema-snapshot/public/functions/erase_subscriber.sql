-- function public.erase_subscriber: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.erase_subscriber(subscriber_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text;
begin
  if not coalesce(private.staff_may('admin'), false) then
    raise exception 'only administrators may erase subscribers' using errcode = '42501';
  end if;
  delete from public.subscribers s where s.id = erase_subscriber.subscriber_id returning s.email into address;
  if address is null then
    return json_build_object('erased', false);
  end if;
  delete from private.mail_outbox o where o.email = address;
  return json_build_object('erased', true);
end;
$function$;

revoke all on function public.erase_subscriber(uuid) from public;
grant execute on function public.erase_subscriber(uuid) to authenticated;
