-- function public.export_subscribers: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.export_subscribers()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not coalesce(private.staff_may('admin'), false) then
    raise exception 'only administrators may export subscribers' using errcode = '42501';
  end if;
  return coalesce(
    (select json_agg(json_build_array(s.email, s.status, s.created_at) order by s.created_at desc, s.id desc)
       from public.subscribers s),
    '[]'::json);
end;
$function$;

revoke all on function public.export_subscribers() from public;
grant execute on function public.export_subscribers() to authenticated;
