-- function public.remove_member: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.remove_member(member uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.staff_may('admin') then
    raise exception 'Only administrators can remove members.' using errcode = '42501';
  end if;
  if member = auth.uid() then
    raise exception 'You cannot remove yourself.' using errcode = '42501';
  end if;
  delete from public.admins where user_id = member;
  if not found then
    raise exception 'No such member.' using errcode = 'P0002';
  end if;
  perform private.end_sessions_of(member);
end;
$function$;

revoke all on function public.remove_member(uuid) from public;
grant execute on function public.remove_member(uuid) to authenticated;
