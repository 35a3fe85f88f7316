-- Requiring two-factor for everyone is turned on only from a session that already meets it (aal2):
-- an administrator without a factor who turned it on would be refused every write at once,
-- including turning it off again, and the site would have no way back but SQL.

set local lock_timeout = '5s';

create or replace function private.guard_require_two_factor()
 returns trigger
 language plpgsql
 set search_path to ''
as $function$
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

create trigger site_settings_guard_require_two_factor before update of require_two_factor on public.site_settings
  for each row execute function private.guard_require_two_factor();
