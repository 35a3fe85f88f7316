-- function private.author_name_key: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.author_name_key(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select coalesce(nullif(k.key, ''), lower(name collate "pg_c_utf8"))
    from (select regexp_replace(
                   lower(regexp_replace(normalize(name, NFKD),
                           '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g') collate "pg_c_utf8"),
                   '[[:space:][:punct:]\u00a0\u00b7\u2010-\u2015\u2018-\u201f\u2022\u2027\u2032\u2033]', '', 'g') as key) k;
$function$;

revoke all on function private.author_name_key(text) from public;
grant execute on function private.author_name_key(text) to authenticated;
grant execute on function private.author_name_key(text) to service_role;
