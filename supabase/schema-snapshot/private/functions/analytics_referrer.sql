-- function private.analytics_referrer: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_referrer(referrer text, own_host text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when r ~ '^[a-z0-9]([a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$' and char_length(r) <= 253
              and r <> coalesce(regexp_replace(own_host, '^www\.', ''), '') then r end
    from (select regexp_replace(lower(btrim(referrer)), '^www\.', '') as r) x;
$function$;

revoke all on function private.analytics_referrer(text,text) from public;
