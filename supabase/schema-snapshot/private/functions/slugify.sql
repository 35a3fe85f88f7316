-- function private.slugify: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.slugify(title text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE STRICT
 SET search_path TO ''
AS $function$
  with slugged as (
    select btrim(regexp_replace(regexp_replace(regexp_replace(
      translate(title, E'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u212A', 'abcdefghijklmnopqrstuvwxyzik'),
      E'[\\t\\n\\v\\f\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'),
      '[^A-Za-z0-9_-]+', '', 'g'),
      '-{2,}', '-', 'g'), '-') as slug
  )
  select coalesce(nullif(regexp_replace(
    case
      when char_length(slug) <= 100 or substr(slug, 101, 1) = '-' then left(slug, 100)
      when strpos(left(slug, 100), '-') = 0 then left(slug, 100)
      else regexp_replace(left(slug, 100), '-[^-]*$', '')
    end, '-+$', ''), ''), 'article')
  from slugged;
$function$;

revoke all on function private.slugify(text) from public;
