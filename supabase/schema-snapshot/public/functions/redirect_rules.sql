-- function public.redirect_rules: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.redirect_rules(after_path text DEFAULT NULL::text, max_rows integer DEFAULT 1000)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(json_agg(json_build_object('from', r.from_path, 'to', r.target) order by r.from_path), '[]'::json)
    from (
      select x.from_path,
             case when x.article_id is not null then (select '/' || v.slug from private.visible_articles v where v.id = x.article_id) else x.to_path end as target
        from public.redirects x
       where x.from_path > coalesce(redirect_rules.after_path, '')
       order by x.from_path
       limit greatest(1, least(coalesce(redirect_rules.max_rows, 1000), 1000))
    ) r
   where r.target is not null;
$function$;

revoke all on function public.redirect_rules(text,integer) from public;
grant execute on function public.redirect_rules(text,integer) to anon;
grant execute on function public.redirect_rules(text,integer) to authenticated;
grant execute on function public.redirect_rules(text,integer) to service_role;
