-- function public.add_invited_member: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.add_invited_member(member uuid, member_role text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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

revoke all on function public.add_invited_member(uuid,text) from public;
grant execute on function public.add_invited_member(uuid,text) to service_role;
