-- function public.article_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_page(slug text)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  article json;
  found_id uuid;
  article_category text;
begin
  select to_json(f), f.id, f.category
    into article, found_id, article_category
    from (
      select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
             a.featured, a.breaking, a.author, a.content, a.updated_at, a.status,
             (select w.slug from public.authors w where w.id = a.byline_id and w.display_name is not null) as author_slug
        from public.articles a
       where a.slug = article_page.slug
         and (exists (select 1 from private.visible_articles v where v.id = a.id) or (select public.is_admin()))
    ) f;

  if article is null then
    return json_build_object('article', null, 'related', '[]'::json, 'comments', '[]'::json);
  end if;

  return json_build_object(
    'article', article,
    'related', coalesce((
      select json_agg(card order by card.publish_date desc, card.id desc)
        from (
          select r.*
            from private.article_cards r
           where r.category = article_category and r.id <> found_id
           order by r.publish_date desc, r.id desc
           limit 20
        ) card), '[]'::json),
    'comments', coalesce((
      select json_agg(c order by c.created_at desc, c.id desc)
        from (
          select m.id, m.author_name, m.content, m.created_at
            from public.comments m
           where m.article_id = found_id and m.status = 'approved'
           order by m.created_at desc, m.id desc
           limit 200
        ) c), '[]'::json)
  );
end;
$function$;

revoke all on function public.article_page(text) from public;
grant execute on function public.article_page(text) to anon;
grant execute on function public.article_page(text) to authenticated;
grant execute on function public.article_page(text) to service_role;
