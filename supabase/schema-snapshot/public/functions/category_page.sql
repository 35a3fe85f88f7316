-- function public.category_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.category_page(category text, after_date timestamp with time zone DEFAULT NULL::timestamp with time zone, after_id uuid DEFAULT NULL::uuid, page_size integer DEFAULT 12)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted constant integer := greatest(1, least(coalesce(page_size, 12), 48)) + 1;
  result json;
begin
  -- Two statements rather than one with `after_date is null or …`, which no index can start from.
  if after_date is null or after_id is null then
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.*
          from private.article_cards a
         where a.category = category_page.category
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  else
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.*
          from private.article_cards a
         where a.category = category_page.category
           and (a.publish_date, a.id) < (after_date, after_id)
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  end if;
  return result;
end;
$function$;

revoke all on function public.category_page(text,timestamp with time zone,uuid,integer) from public;
grant execute on function public.category_page(text,timestamp with time zone,uuid,integer) to anon;
grant execute on function public.category_page(text,timestamp with time zone,uuid,integer) to authenticated;
grant execute on function public.category_page(text,timestamp with time zone,uuid,integer) to service_role;
