-- function public.resolve_redirect: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.resolve_redirect(path text)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select to_json(case when r.article_id is not null
                      then (select '/' || v.slug from private.visible_articles v where v.id = r.article_id)
                      else r.to_path end)
    from public.redirects r
   where r.from_path = left(resolve_redirect.path, 1000);
$function$;

revoke all on function public.resolve_redirect(text) from public;
grant execute on function public.resolve_redirect(text) to anon;
grant execute on function public.resolve_redirect(text) to authenticated;
grant execute on function public.resolve_redirect(text) to service_role;
