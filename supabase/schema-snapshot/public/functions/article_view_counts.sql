-- function public.article_view_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_view_counts(article_ids uuid[])
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.analytics_reader();
  if cardinality(article_ids) > 100 then
    raise exception using errcode = '22023', message = 'at most 100 articles at a time';
  end if;
  return coalesce((select json_object_agg(t.article_id, t.views) from private.analytics_article_totals t
                    where t.article_id = any (article_ids)), '{}'::json);
end;
$function$;

revoke all on function public.article_view_counts(uuid[]) from public;
grant execute on function public.article_view_counts(uuid[]) to authenticated;
