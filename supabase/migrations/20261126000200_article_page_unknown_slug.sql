-- article_page for an address that shows nothing (an unknown slug, a draft, a scheduled article)
-- costs no more than one that shows an article.
--
-- The SQL version joined the related list to the found article inside one query. With no
-- article found the planner still walked private.article_cards in (publish_date desc, id desc)
-- order looking for a row of the missing category: every visible article (about 100,000) for
-- each such request, 7 to 9 times a real page's cost, and free for anyone to send. Here the
-- article is looked up first by its unique slug; an address with none answers the empty page at
-- once, and the related list is read with the category as a value, a range of the
-- (category, publish_date desc, id desc) index. Same arguments, answer, grants and visibility
-- rule (private.visible_articles; administrators preview drafts and scheduled articles).

set local lock_timeout = '5s';

create or replace function public.article_page(slug text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  article json;
  found_id uuid;
  article_category text;
begin
  select to_json(f), f.id, f.category
    into article, found_id, article_category
    from (
      select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.image_url, a.image_alt,
             a.featured, a.breaking, a.author, a.content, a.updated_at, a.status
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
$$;
