-- function private.mail_token_hash: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.mail_token_hash(token text)
 RETURNS bytea
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select sha256(convert_to(coalesce(token, ''), 'UTF8'));
$function$;

revoke all on function private.mail_token_hash(text) from public;
