-- function private.guard_require_two_factor: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.guard_require_two_factor()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.require_two_factor and not old.require_two_factor
     and auth.uid() is not null
     and coalesce((select auth.jwt() ->> 'aal'), '') <> 'aal2' then
    raise exception 'Set up two-factor sign-in for yourself first: then everyone can be required to.'
      using errcode = '42501';
  end if;
  return new;
end;
$function$;

revoke all on function private.guard_require_two_factor() from public;
