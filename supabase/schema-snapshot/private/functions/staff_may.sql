-- function private.staff_may: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.staff_may(need text)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  held integer := case public.staff_role() when 'admin' then 3 when 'editor' then 2 when 'contributor' then 1 else 0 end;
  needed integer := case need when 'admin' then 3 when 'editor' then 2 else 1 end;
begin
  if held = 0 or held < needed then
    return false;
  end if;
  return private.session_meets_aal();
end;
$function$;

revoke all on function private.staff_may(text) from public;
grant execute on function private.staff_may(text) to authenticated;
