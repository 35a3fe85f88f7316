-- function public.article_total: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_total()
 RETURNS bigint
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select (select coalesce(sum(c.articles), 0) from public.article_counts c where c.status = 'published')
         - (select count(*) from public.articles a where a.status = 'published' and a.publish_date > now());
$function$;

revoke all on function public.article_total() from public;
grant execute on function public.article_total() to anon;
grant execute on function public.article_total() to authenticated;
grant execute on function public.article_total() to service_role;
