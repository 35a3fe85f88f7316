-- function public.restore_article_revision: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.restore_article_revision(revision_id bigint)
 RETURNS json
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  result json;
begin
  update public.articles a
     set title = r.title, excerpt = r.excerpt, content = r.content, category = r.category,
         image_url = r.image_url, image_alt = r.image_alt, featured = r.featured, breaking = r.breaking
    from public.article_revisions r
   where r.id = restore_article_revision.revision_id and a.id = r.article_id
  returning json_build_object('id', a.id, 'slug', a.slug) into result;
  if result is null then
    -- PT404: PostgREST answers 404 (it answers P0002, no_data_found, with 500).
    raise exception using errcode = 'PT404', message = 'Revision not found';
  end if;
  return result;
end;
$function$;

revoke all on function public.restore_article_revision(bigint) from public;
grant execute on function public.restore_article_revision(bigint) to authenticated;
