-- function private.slugify: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.slugify(title text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  select coalesce(nullif(
    regexp_replace(left(btrim(regexp_replace(regexp_replace(regexp_replace(
      translate(title, E'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u212A', 'abcdefghijklmnopqrstuvwxyzik'),
      E'[\\t\\n\\v\\f\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'),
      '[^A-Za-z0-9_-]+', '', 'g'),
      '-{2,}', '-', 'g'), '-'), 100), '-+$', ''),
    ''), 'article');
$function$;

revoke all on function private.slugify(text) from public;
