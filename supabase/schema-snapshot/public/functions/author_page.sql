-- function public.author_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.author_page(slug text, before_date timestamp with time zone DEFAULT NULL::timestamp with time zone, before_id uuid DEFAULT NULL::uuid, page_size integer DEFAULT 12)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  wanted constant integer := greatest(1, least(coalesce(page_size, 12), 24)) + 1;
  writer_id uuid;
  writer json;
  result json;
begin
  select w.id, json_build_object('display_name', w.display_name, 'bio', w.bio, 'slug', w.slug)
    into writer_id, writer
    from public.authors w
   where w.slug = author_page.slug and w.display_name is not null;

  if writer_id is null then
    return json_build_object('author', null, 'articles', '[]'::json);
  end if;

  -- Two statements rather than one with `before_date is null or …`, which no index can start
  -- from; both walk articles_byline_id_publish_date_id_idx from the newest visible article.
  if before_date is null or before_id is null then
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.byline_id = writer_id and a.status = 'published' and a.publish_date <= now()
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  else
    select coalesce(json_agg(card order by card.publish_date desc, card.id desc), '[]'::json) into result
      from (
        select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
               a.featured, a.breaking, a.author
          from public.articles a
         where a.byline_id = writer_id and a.status = 'published' and a.publish_date <= now()
           and (a.publish_date, a.id) < (before_date, before_id)
         order by a.publish_date desc, a.id desc
         limit wanted
      ) card;
  end if;
  return json_build_object('author', writer, 'articles', result);
end;
$function$;

revoke all on function public.author_page(text,timestamp with time zone,uuid,integer) from public;
grant execute on function public.author_page(text,timestamp with time zone,uuid,integer) to anon;
grant execute on function public.author_page(text,timestamp with time zone,uuid,integer) to authenticated;
grant execute on function public.author_page(text,timestamp with time zone,uuid,integer) to service_role;
