-- Personal data is read under the same rule as writes: subscriber addresses and the team's
-- e-mail addresses only by an administrator whose session meets the two-factor rule
-- (private.staff_may('admin'): a member with a verified factor, or anyone while two-factor is
-- required, must have signed in with it). export_subscribers() already asked this; the list it
-- guards could still be read page by page by any editor, and by an administrator's aal1 session,
-- through subscribers_editor_read. Editors keep what they need for newsletters: the counts per
-- state (subscriber_status_counts), never the addresses.

set local lock_timeout = '5s';

drop policy subscribers_editor_read on public.subscribers;
create policy subscribers_admin_read on public.subscribers
  for select to authenticated
  using ((select private.staff_may('admin')));

create or replace function public.team_members()
 returns table(user_id uuid, email text, display_name text, role text, last_sign_in_at timestamp with time zone,
               invited_at timestamp with time zone, accepted boolean, two_factor boolean)
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
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

revoke all on function public.team_members() from public, anon, authenticated, service_role;
grant execute on function public.team_members() to authenticated;

-- Whether the caller's session meets the two-factor rule now, so the dashboard can say "sign in
-- with two-factor to see this" where the database withholds personal data, instead of showing an
-- empty list. It tells the caller only about their own session.
create or replace function public.session_meets_two_factor_rule()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select private.session_is_live() and private.session_meets_aal();
$function$;

revoke all on function public.session_meets_two_factor_rule() from public, anon, authenticated, service_role;
grant execute on function public.session_meets_two_factor_rule() to authenticated;

-- The Overview's subscriber count read the table under its select policy, so it counted only what
-- the caller may read: editors, who may no longer read addresses, would see 0. The count is not
-- personal data; editors keep it, counted past the policy (and only for them).
create or replace function private.subscriber_total()
 returns bigint
 language sql
 stable
 security definer
 set search_path to ''
as $function$
  select case when public.is_editor() then (select count(*) from public.subscribers) else 0 end;
$function$;

revoke all on function private.subscriber_total() from public, anon, authenticated, service_role;
-- overview_counts runs as its caller and calls it.
grant execute on function private.subscriber_total() to authenticated, service_role;

create or replace function public.overview_counts()
 returns json
 language sql
 stable
 set search_path to ''
as $function$
  select json_build_object(
    'articles', (select coalesce(sum(c.articles), 0) from public.article_counts c),
    'video_posts', (select count(*) from public.video_posts),
    'pending_comments', (select coalesce(sum(c.comments), 0) from public.comment_counts c where c.status = 'pending'),
    'subscribers', private.subscriber_total()
  );
$function$;
