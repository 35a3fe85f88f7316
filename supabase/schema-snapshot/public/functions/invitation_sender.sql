-- function public.invitation_sender: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.invitation_sender()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.staff_may('admin') then
    raise exception 'Only administrators can invite.' using errcode = '42501';
  end if;
  return json_build_object(
    'site_name', private.site_byline(),
    'invited_by', coalesce(
      (select w.display_name from public.authors w where w.user_id = auth.uid()),
      (select u.email::text from auth.users u where u.id = auth.uid())));
end;
$function$;

revoke all on function public.invitation_sender() from public;
grant execute on function public.invitation_sender() to authenticated;
