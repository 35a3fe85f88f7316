-- function private.end_sessions_of: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.end_sessions_of(member uuid)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  delete from auth.sessions s where s.user_id = member;
$function$;

revoke all on function private.end_sessions_of(uuid) from public;
