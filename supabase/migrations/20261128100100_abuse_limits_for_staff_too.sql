-- The abuse limits hold for every caller of the Data API, staff included: one row per request
-- and the per-client limits on comments and newsletter sign-ups. Staff used to be exempt, so a
-- contributor could POST 30 addresses in one request and the site mailed 30 "Confirm your
-- subscription" messages to strangers. Only service_role and the database owner (scripts, the
-- seed, an import run on the server) are exempt; they never come from a browser.

set local lock_timeout = '5s';

create or replace function private.is_limited_caller()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select current_setting('role', true) in ('anon', 'authenticated');
$function$;

revoke all on function private.is_limited_caller() from public, anon, authenticated, service_role;
