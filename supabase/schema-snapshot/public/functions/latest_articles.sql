-- function public.latest_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.latest_articles(max_rows integer DEFAULT 10)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json)
    from (
      select a.*
        from private.article_cards a
       order by a.publish_date desc, a.id desc
       limit greatest(1, least(coalesce(max_rows, 10), 50))
    ) card;
$function$;

revoke all on function public.latest_articles(integer) from public;
grant execute on function public.latest_articles(integer) to anon;
grant execute on function public.latest_articles(integer) to authenticated;
grant execute on function public.latest_articles(integer) to service_role;
