-- function private.session_meets_aal: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.session_meets_aal()
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  has_factor boolean := false;
begin
  if coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2' then
    return true;
  end if;
  if exists (select 1 from public.site_settings s where s.require_two_factor) then
    return false;
  end if;
  if to_regclass('auth.mfa_factors') is not null then
    execute 'select exists (select 1 from auth.mfa_factors f where f.user_id = $1 and f.status::text = ''verified'')'
      into has_factor using auth.uid();
  end if;
  return not has_factor;
end;
$function$;

revoke all on function private.session_meets_aal() from public;
grant execute on function private.session_meets_aal() to authenticated;
