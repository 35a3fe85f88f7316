-- function private.role_rank: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.role_rank(role text)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select r.rank from private.staff_rules() r where r.role = role_rank.role;
$function$;

revoke all on function private.role_rank(text) from public;
