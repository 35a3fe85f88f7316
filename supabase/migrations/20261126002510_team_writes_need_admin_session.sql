-- can_manage_team(): the check the Team tab's changes make (private.staff_may('admin'): an
-- administrator whose session meets the two-factor rule), for the team Edge Function, which asks
-- it with the caller's own token before it uses the service key.

set local lock_timeout = '5s';

create or replace function public.can_manage_team()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select private.staff_may('admin');
$function$;

revoke all on function public.can_manage_team() from public;
grant execute on function public.can_manage_team() to authenticated;

-- The membership row of an invitation, written by the team Edge Function with the service key
-- once Auth has created the account. A function, because the admins table's triggers live in the
-- private schema, which service_role does not use.
create or replace function public.add_invited_member(member uuid, member_role text)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if member_role is null or member_role not in ('contributor', 'editor', 'admin') then
    raise exception 'A role is contributor, editor or admin.' using errcode = '22023';
  end if;
  insert into public.admins (user_id, role) values (member, member_role);
end;
$function$;

revoke all on function public.add_invited_member(uuid, text) from public, anon, authenticated;
grant execute on function public.add_invited_member(uuid, text) to service_role;
