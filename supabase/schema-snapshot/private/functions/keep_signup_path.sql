-- function private.keep_signup_path: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.keep_signup_path()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.status <> 'pending' or not coalesce((private.analytics_page(new.signup_path)).known, false) then
    new.signup_path := null;
  end if;
  return new;
end;
$function$;

revoke all on function private.keep_signup_path() from public;
