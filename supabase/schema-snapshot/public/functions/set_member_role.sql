-- function public.set_member_role: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.set_member_role(member uuid, new_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.staff_may('admin') then
    raise exception 'Only administrators can change roles.' using errcode = '42501';
  end if;
  if member = auth.uid() then
    -- An administrator demoting themselves could leave the site with none.
    raise exception 'You cannot change your own role.' using errcode = '42501';
  end if;
  if new_role is null or new_role not in ('contributor', 'editor', 'admin') then
    raise exception 'A role is contributor, editor or admin.' using errcode = '22023';
  end if;
  update public.admins set role = new_role where user_id = member and role is distinct from new_role;
  if found then
    perform private.end_sessions_of(member);
  elsif not exists (select 1 from public.admins where user_id = member) then
    raise exception 'No such member.' using errcode = 'P0002';
  end if;
end;
$function$;

revoke all on function public.set_member_role(uuid,text) from public;
grant execute on function public.set_member_role(uuid,text) to authenticated;
