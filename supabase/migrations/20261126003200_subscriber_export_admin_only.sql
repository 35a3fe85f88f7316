-- The subscriber CSV export is an administrator's action, checked here and not only by the
-- dashboard hiding its button. Editors keep reading the list page by page through the
-- subscribers_editor_read policy: they draft and send newsletters to this audience and answer
-- readers about their subscription, so they need to see it. What they may not do is carry the
-- whole list away in one file; that (like erasure) is kept for administrators, with the
-- two-factor rule (private.staff_may checks the session's aal).
--
-- One call returns every row as a JSON array of [email, status, created_at], newest first: a
-- single value is not cut by PostgREST's max-rows, and SECURITY DEFINER reads past the RLS the
-- check above already stands in for. The browser turns it into CSV (formula-safe cells).

set local lock_timeout = '5s';

create or replace function public.export_subscribers()
 returns json
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
begin
  if not coalesce(private.staff_may('admin'), false) then
    raise exception 'only administrators may export subscribers' using errcode = '42501';
  end if;
  return coalesce(
    (select json_agg(json_build_array(s.email, s.status, s.created_at) order by s.created_at desc, s.id desc)
       from public.subscribers s),
    '[]'::json);
end;
$function$;

revoke all on function public.export_subscribers() from public, anon, authenticated, service_role;
grant execute on function public.export_subscribers() to authenticated;
