-- function public.team_members: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.team_members()
 RETURNS TABLE(user_id uuid, email text, display_name text, role text, last_sign_in_at timestamp with time zone, invited_at timestamp with time zone, accepted boolean, two_factor boolean)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not private.staff_may('admin') then
    raise exception 'Only administrators signed in as the two-factor rule requires can see the team.' using errcode = '42501';
  end if;
  return query
    select a.user_id, u.email::text, w.display_name, a.role, u.last_sign_in_at, u.invited_at,
           -- An invitation is accepted once its link has signed the member in.
           (u.invited_at is null or u.last_sign_in_at is not null),
           exists (select 1 from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified')
      from public.admins a
      join auth.users u on u.id = a.user_id
      left join public.authors w on w.user_id = a.user_id
     order by a.role = 'admin' desc, a.role = 'editor' desc, coalesce(w.display_name, u.email::text), a.user_id
     -- A newsroom's staff; the bound keeps the call's cost fixed whatever the table holds.
     limit 500;
end;
$function$;

revoke all on function public.team_members() from public;
grant execute on function public.team_members() to authenticated;
