-- The Team tab's changes are writes: they need an administrator whose session meets the two-factor
-- rule (private.staff_may('admin')), as every other write does, not only the role that reading
-- the team needs (is_admin()). can_manage_team() is that check for the team Edge Function, which
-- asks it with the caller's own token before it uses the service key.

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
