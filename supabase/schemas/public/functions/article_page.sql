-- function public.article_page: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.article_page(slug text)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  with found as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
           a.featured, a.breaking, a.author, a.content, a.updated_at, a.status
      from public.articles a
     where a.slug = article_page.slug
       and (exists (select 1 from private.visible_articles v where v.id = a.id) or (select public.is_admin()))
  )
  select json_build_object(
    'article', (select to_json(f) from found f),
    'related', coalesce((
      select json_agg(card order by card.publish_date desc, card.id desc)
        from (
          select r.*
            from found f
            join private.article_cards r on r.category = f.category and r.id <> f.id
           order by r.publish_date desc, r.id desc
           limit 20
        ) card), '[]'::json),
    'comments', coalesce((
      select json_agg(c order by c.created_at desc, c.id desc)
        from (
          select m.id, m.author_name, m.content, m.created_at
            from found f
            join public.comments m on m.article_id = f.id and m.status = 'approved'
           order by m.created_at desc, m.id desc
           limit 200
        ) c), '[]'::json)
  );
$function$;

revoke all on function public.article_page(text) from public;
grant execute on function public.article_page(text) to anon;
grant execute on function public.article_page(text) to authenticated;
grant execute on function public.article_page(text) to service_role;
