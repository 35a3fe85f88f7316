-- function private.client_key: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.client_key()
 RETURNS bytea
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select extensions.hmac(
    convert_to(coalesce(
      private.client_address(coalesce(
        nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
        nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), '')
      )),
      'unknown'
    ), 'UTF8'),
    (select s.secret from private.client_key_secret s),
    'sha256'
  )
  from (select nullif(current_setting('request.headers', true), '')::json as headers) h;
$function$;

revoke all on function private.client_key() from public;
