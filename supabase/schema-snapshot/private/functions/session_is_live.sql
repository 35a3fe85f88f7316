-- function private.session_is_live: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.session_is_live()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (
    select 1
      from auth.sessions s
     where s.id = case when c.claims ->> 'session_id' ~ '^[0-9a-f-]{36}$' then (c.claims ->> 'session_id')::uuid end
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now())
       and (s.refreshed_at is null
            or coalesce((c.claims ->> 'iat')::numeric, 0) >= floor(extract(epoch from s.refreshed_at)) - 1)
  )
  from (select auth.jwt() as claims) c;
$function$;

revoke all on function private.session_is_live() from public;
grant execute on function private.session_is_live() to authenticated;
