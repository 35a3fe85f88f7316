-- The Team tab: who is on the staff, and an administrator's changes to it.
--
-- Members are rows of public.admins; their sign-in facts (address, last sign-in, invitation,
-- two-factor) live in the auth schema, which the API roles cannot read. These functions read and
-- change exactly what the Team tab shows, for administrators only, and refuse anyone else with
-- 42501 as RLS would; the changes are writes, so they need what every write needs
-- (private.staff_may('admin'): the role, a live session, the two-factor rule). A change of role
-- or a removal ends the member's sessions at once: every write checks private.session_is_live(),
-- so a deleted session row stops the next request; their articles and bylines stay.

set local lock_timeout = '5s';

-- plpgsql, so the body is resolved when it runs: auth.mfa_factors is the platform's (GoTrue's).
create or replace function public.team_members()
 returns table (
   user_id uuid,
   email text,
   display_name text,
   role text,
   last_sign_in_at timestamptz,
   invited_at timestamptz,
   accepted boolean,
   two_factor boolean
 )
 language plpgsql
 stable security definer
 set search_path to ''
as $function$
begin
  if not public.is_admin() then
    raise exception 'Only administrators can see the team.' using errcode = '42501';
  end if;
  return query
    select a.user_id, u.email::text, a.display_name, a.role, u.last_sign_in_at, u.invited_at,
           -- An invitation is accepted once its link has signed the member in.
           (u.invited_at is null or u.last_sign_in_at is not null),
           exists (select 1 from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified')
      from public.admins a
      join auth.users u on u.id = a.user_id
     order by a.role = 'admin' desc, a.role = 'editor' desc, coalesce(a.display_name, u.email::text), a.user_id
     -- A newsroom's staff; the bound keeps the call's cost fixed whatever the table holds.
     limit 500;
end;
$function$;

revoke all on function public.team_members() from public;
grant execute on function public.team_members() to authenticated;

create or replace function private.end_sessions_of(member uuid)
 returns void
 language sql
 security definer
 set search_path to ''
as $function$
  delete from auth.sessions s where s.user_id = member;
$function$;

revoke all on function private.end_sessions_of(uuid) from public;

create or replace function public.set_member_role(member uuid, new_role text)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
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

revoke all on function public.set_member_role(uuid, text) from public;
grant execute on function public.set_member_role(uuid, text) to authenticated;

create or replace function public.remove_member(member uuid)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
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
