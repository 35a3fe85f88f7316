-- function public.import_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_articles(import_id uuid, rows jsonb)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  job public.imports := private.require_import(import_articles.import_id);
  creator uuid;
  item record;
  writer uuid;
  written public.articles;
  results jsonb := '[]'::jsonb;
  key text;
begin
  if jsonb_typeof(import_articles.rows) <> 'array' or jsonb_array_length(import_articles.rows) > 100 then
    raise exception 'rows must be an array of at most 100' using errcode = '22023';
  end if;
  if job.state <> 'running' then
    raise exception 'this import is %', job.state using errcode = '55000';
  end if;
  creator := private.import_as_owner();
  for item in
    select * from jsonb_to_recordset(import_articles.rows) as r(
      key text, title text, slug text, excerpt text, content text, category text, status text, publish_date timestamptz,
      image_url text, image_alt text, author jsonb, comments jsonb, old_paths text[])
  loop
    key := job.format || ':' || job.source_site || ':' || item.key;
    if exists (select 1 from private.import_items t where t.kind = 'article' and t.source_key = key) then
      continue;
    end if;
    writer := case when jsonb_typeof(item.author) = 'object'
      then private.import_author(import_articles.import_id, job.format || ':' || job.source_site || ':' || (item.author ->> 'key'),
                                 item.author ->> 'name', item.author ->> 'email', item.author ->> 'bio') end;
    insert into public.articles (slug, title, excerpt, content, category, status, publish_date, image_url, image_alt, author, byline_id, author_id)
    values (private.import_slug(item.slug), item.title, item.excerpt, coalesce(item.content, ''), item.category,
            item.status, item.publish_date, item.image_url, item.image_alt,
            coalesce((select w.display_name from public.authors w where w.id = writer), private.site_byline()),
            writer, creator)
    returning * into written;
    insert into private.import_items (kind, source_key, import_id, target_id) values ('article', key, import_articles.import_id, written.id);
    insert into public.comments (article_id, author_name, content, status, created_at)
    select written.id, left(btrim(c.author_name), 80), left(btrim(c.text), 5000), 'approved', coalesce(c.date, written.publish_date)
      from jsonb_to_recordset(case when jsonb_typeof(item.comments) = 'array' then item.comments else '[]'::jsonb end)
           as c(author_name text, text text, date timestamptz)
     where char_length(btrim(coalesce(c.author_name, ''))) >= 1 and char_length(btrim(coalesce(c.text, ''))) >= 1
     limit 2000;
    insert into public.redirects (from_path, article_id, import_id)
    select p, written.id, import_articles.import_id
      from unnest(coalesce(item.old_paths, '{}')) p
     where left(p, 1) = '/' and char_length(p) between 2 and 1000 and p <> '/' || written.slug
     limit 20
    on conflict (from_path) do nothing;
    results := results || jsonb_build_object('key', item.key, 'id', written.id, 'slug', written.slug);
  end loop;
  return results;
end;
$function$;

revoke all on function public.import_articles(uuid,jsonb) from public;
grant execute on function public.import_articles(uuid,jsonb) to authenticated;
grant execute on function public.import_articles(uuid,jsonb) to service_role;
