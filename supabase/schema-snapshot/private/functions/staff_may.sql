-- function private.staff_may: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.staff_may(need text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  needed integer := private.role_rank(need);
  held integer := private.role_rank(public.staff_role());
begin
  if needed is null or held is null or held < needed then
    return false;
  end if;
  return private.session_meets_aal();
end;
$function$;

revoke all on function private.staff_may(text) from public;
grant execute on function private.staff_may(text) to authenticated;
