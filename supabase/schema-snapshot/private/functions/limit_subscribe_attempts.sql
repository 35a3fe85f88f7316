-- function private.limit_subscribe_attempts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.limit_subscribe_attempts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  client bytea;
begin
  if not private.is_limited_caller() then
    return new;
  end if;
  client := private.client_key();
  perform pg_advisory_xact_lock(7004, hashtext(encode(client, 'hex')));
  if (select count(*) from private.subscribe_attempts a
       where a.client_key = client and a.created_at > now() - interval '1 hour') >= 10 then
    raise exception using errcode = 'PT429', message = 'Too many sign-ups. Try again later.';
  end if;
  delete from private.subscribe_attempts
    where ctid in (
      select a.ctid from private.subscribe_attempts a
       where a.created_at < now() - interval '1 hour'
       limit 100
       for update skip locked
    );
  insert into private.subscribe_attempts (client_key) values (client);
  return new;
end;
$function$;

revoke all on function private.limit_subscribe_attempts() from public;
