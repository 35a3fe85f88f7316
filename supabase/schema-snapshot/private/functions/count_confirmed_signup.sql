-- function private.count_confirmed_signup: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.count_confirmed_signup()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if old.confirmed_at is null and new.confirmed_at is not null then
    insert into private.analytics_signup_inbox (path) values (coalesce(new.signup_path, ''));
  end if;
  if new.status <> 'pending' then
    new.signup_path := null;
  end if;
  return new;
end;
$function$;

revoke all on function private.count_confirmed_signup() from public;
