-- function private.new_mail_token: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.new_mail_token()
 RETURNS text
 LANGUAGE sql
 SET search_path TO ''
AS $function$
  select encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
$function$;

revoke all on function private.new_mail_token() from public;
