-- function private.analytics_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_page(path text, OUT known boolean, OUT article_id uuid)
 RETURNS record
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  segment text;
begin
  known := false;
  if path is null or char_length(path) > 200 or path !~ '^/[a-z0-9/._-]*$' then
    return;
  end if;
  if path in ('/', '/about', '/contact', '/careers', '/advertise',
              '/legal/terms-of-service', '/legal/privacy-policy', '/legal/cookie-policy') then
    known := true;
  elsif path ~ '^/category/[a-z-]+$' then
    known := substring(path from 11) in ('health-news', 'political', 'usa-today', 'uk-today', 'canada-today',
      'nigeria-today', 'israel-today', 'sports', 'entertainment', 'documentary', 'true-crimes',
      'sports-documentary', 'politics-documentary', 'finance-documentary');
  elsif path ~ '^/author/[a-z0-9-]+$' then
    segment := substring(path from 9);
    known := exists (select 1 from public.authors w where w.slug = segment and w.display_name is not null);
  elsif path ~ '^/[a-z0-9-]+$' then
    segment := substring(path from 2);
    select a.id into article_id from private.visible_articles a where a.slug = segment;
    known := found;
  end if;
end;
$function$;

revoke all on function private.analytics_page(text) from public;
