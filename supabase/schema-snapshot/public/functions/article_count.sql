-- function public.article_count: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_count(category text DEFAULT NULL::text, search text DEFAULT NULL::text, cap integer DEFAULT 1000, status text DEFAULT NULL::text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  term constant text := nullif(btrim(coalesce(article_count.search, '')), '');
  limit_to constant integer := greatest(1, least(coalesce(article_count.cap, 1000), 10000));
  pattern text;
  counted bigint;
  scheduled bigint;
begin
  if article_count.status is not null and article_count.status not in ('draft', 'scheduled', 'published') then
    raise exception using errcode = '22023', message = 'status must be draft, scheduled or published';
  end if;
  if term is null then
    -- Scheduled articles, counted live as in article_total(). The caller's rights apply (this
    -- function runs as the caller), so a non-administrator counts none, as with the counters.
    select count(*) into scheduled
      from public.articles a
     where a.status = 'published' and a.publish_date > now()
       and (article_count.category is null or a.category = article_count.category);
    if article_count.status = 'scheduled' then
      counted := scheduled;
    else
      select coalesce(sum(c.articles), 0) into counted
        from public.article_counts c
       where (article_count.category is null or c.category = article_count.category)
         and (article_count.status is null
              or c.status = case article_count.status when 'draft' then 'draft' else 'published' end);
      if article_count.status = 'published' then
        counted := counted - scheduled;
      end if;
    end if;
    return json_build_object('count', counted, 'exact', true);
  end if;

  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  select count(*) into counted
    from (
      select 1
        from public.articles a
       where (a.title ilike pattern or a.excerpt ilike pattern)
         and (article_count.category is null or a.category = article_count.category)
         and case article_count.status
               when 'draft' then a.status = 'draft'
               when 'scheduled' then a.status = 'published' and a.publish_date > now()
               when 'published' then a.status = 'published' and a.publish_date <= now()
               else true
             end
       limit limit_to + 1
    ) m;
  return json_build_object('count', least(counted, limit_to), 'exact', counted <= limit_to);
end;
$function$;

revoke all on function public.article_count(text,text,integer,text) from public;
grant execute on function public.article_count(text,text,integer,text) to authenticated;
grant execute on function public.article_count(text,text,integer,text) to service_role;
