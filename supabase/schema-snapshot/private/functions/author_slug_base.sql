-- function private.author_slug_base: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.author_slug_base(name text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
  select case when b.base = '' or (b.base = 'article' and position('article' in lower(name)) = 0) then 'writer' else b.base end
    from (
      select regexp_replace(left(btrim(regexp_replace(replace(private.slugify(
               regexp_replace(normalize(name, NFKD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
               '_', '-'), '-{2,}', '-', 'g'), '-'), 72), '-+$', '') as base
    ) b;
$function$;

revoke all on function private.author_slug_base(text) from public;
