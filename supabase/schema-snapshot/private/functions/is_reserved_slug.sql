-- function private.is_reserved_slug: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_reserved_slug(slug text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select slug in ('about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
                  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt',
                  'newsletter', 'author');
$function$;

revoke all on function private.is_reserved_slug(text) from public;
