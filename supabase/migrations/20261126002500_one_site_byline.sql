-- One source for the byline of an article whose member has no display name: the site's name as
-- site_settings holds it (an administrator may change it), which private.editor_name reads too.
-- The literal stays as the fallback for a database whose settings row is missing.

set local lock_timeout = '5s';

create or replace function private.site_byline()
 returns text
 language sql
 stable
 set search_path to ''
as $function$
  select coalesce((select s.site_name from public.site_settings s limit 1), 'The Daily Opinion'::text);
$function$;
