-- function private.is_reserved_author_slug: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_reserved_author_slug(slug text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select private.is_reserved_slug(slug) or slug in ('new', 'feed', 'rss', 'page', 'edit', 'me');
$function$;

revoke all on function private.is_reserved_author_slug(text) from public;
