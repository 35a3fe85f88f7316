-- Inviting an address whose invitation is still pending sends the invitation again. Auth answers
-- such an invite with the same account (it refuses only an address that has joined), and the
-- membership row was already there: the insert failed, and the team function then deleted the
-- account, so the first link died too. Now the membership is kept (with the role of the latest
-- invitation) and nothing is deleted.
--
-- invitation_sender() gives the invitation e-mail what it names: the site and the inviting
-- administrator (their byline, else their e-mail address), for the team function to pass to
-- Auth as the invitation's data.

set local lock_timeout = '5s';

create or replace function public.add_invited_member(member uuid, member_role text)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if private.role_rank(member_role) is null then
    raise exception 'A role is contributor, editor or admin.' using errcode = '22023';
  end if;
  insert into public.admins (user_id, role) values (member, member_role)
  on conflict (user_id) do update set role = excluded.role
    -- Only while the invitation is pending: a member who has joined changes role in the Team tab.
    where exists (select 1 from auth.users u where u.id = excluded.user_id and u.last_sign_in_at is null);
end;
$function$;

revoke all on function public.add_invited_member(uuid, text) from public, anon, authenticated, service_role;
grant execute on function public.add_invited_member(uuid, text) to service_role;

create or replace function public.invitation_sender()
 returns json
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
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

revoke all on function public.invitation_sender() from public, anon, authenticated, service_role;
grant execute on function public.invitation_sender() to authenticated;

-- The account an earlier invitation to this address created and nobody has accepted yet, if
-- any: the team function then sends the invitation again, with the new invitation's data, and
-- never deletes that account when something fails (only an account this call created).
create or replace function public.invited_account(address text)
 returns uuid
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  select u.id
    from auth.users u
   -- GoTrue's unique index on e-mail (users_email_partial_key) answers it.
   where u.email = lower(btrim(address)) and u.is_sso_user = false
     and u.invited_at is not null and u.email_confirmed_at is null and u.last_sign_in_at is null
   order by u.created_at
   limit 1;
$function$;

revoke all on function public.invited_account(text) from public, anon, authenticated, service_role;
grant execute on function public.invited_account(text) to service_role;
