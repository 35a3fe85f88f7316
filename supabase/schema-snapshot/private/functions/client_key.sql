-- function private.client_key: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.client_key()
 RETURNS bytea
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select extensions.hmac(convert_to(private.request_client_address(), 'UTF8'),
                         (select s.secret from private.client_key_secret s), 'sha256');
$function$;

revoke all on function private.client_key() from public;
