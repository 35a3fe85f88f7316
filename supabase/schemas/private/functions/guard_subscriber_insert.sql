-- function private.guard_subscriber_insert: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.guard_subscriber_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  existing public.subscribers%rowtype;
begin
  if private.is_limited_caller() then
    perform private.count_request_row('subscribers');
  end if;

  -- subscribers_normalise_email (alphabetically earlier) has trimmed and lower-cased it.
  perform pg_advisory_xact_lock(7003, hashtext(new.email));
  delete from public.subscribers s where s.email = new.email returning s.* into existing;
  if found then
    new.id := existing.id;
    new.created_at := existing.created_at;
  end if;
  return new;
end;
$function$;

revoke all on function private.guard_subscriber_insert() from public;
