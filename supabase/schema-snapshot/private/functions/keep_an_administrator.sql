-- function private.keep_an_administrator: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.keep_an_administrator()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if auth.uid() is null or old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return null;
  end if;
  perform pg_advisory_xact_lock(7007, 0);
  if current_setting('transaction_isolation') = 'repeatable read' then
    perform 1 from public.admins a where a.role = 'admin' for key share;
  end if;
  if not exists (select 1 from public.admins a where a.role = 'admin') then
    raise exception 'the team needs at least one administrator' using errcode = '42501';
  end if;
  return null;
end;
$function$;

revoke all on function private.keep_an_administrator() from public;
