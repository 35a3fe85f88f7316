-- function public.search_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.search_articles(q text, max_results integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  results json;
begin
  select coalesce(json_agg(r), '[]'::json) into results from private.search_articles(q, max_results) r;
  return json_build_object(
    'results', results,
    'suggestions', case when json_array_length(results) = 0
                        then (select coalesce(json_agg(s), '[]'::json) from private.title_suggestions(q) s)
                        else '[]'::json
                   end
  );
end;
$function$;

revoke all on function public.search_articles(text,integer) from public;
grant execute on function public.search_articles(text,integer) to anon;
grant execute on function public.search_articles(text,integer) to authenticated;
grant execute on function public.search_articles(text,integer) to service_role;
