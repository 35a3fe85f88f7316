-- function private.request_client_address: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.request_client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(private.client_address(coalesce(
           nullif(btrim(h.headers ->> 'cf-connecting-ip'), ''),
           nullif(btrim(split_part(h.headers ->> 'x-forwarded-for', ',', -1)), ''))), 'unknown')
    from (select nullif(current_setting('request.headers', true), '')::json as headers) h;
$function$;

revoke all on function private.request_client_address() from public;
