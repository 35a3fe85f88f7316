-- function private.title_suggestions: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.title_suggestions(q text)
 RETURNS TABLE(slug text, title text)
 LANGUAGE plpgsql
 SET search_path TO ''
 SET "pg_trgm.word_similarity_threshold" TO '0.7'
AS $function$
declare
  term constant text := left(btrim(regexp_replace(coalesce(q, ''), '\s+', ' ', 'g')), 100);
  pool_size constant integer := 20;
  walk constant integer := 1000;
  plan json;
  estimated float8;
  archive float8;
  oldest timestamptz;
  since timestamptz;
  ids uuid[] := '{}';
begin
  -- Without a run of 3 letters or digits there is no trigram to look up (the index would be
  -- read whole).
  if term !~ '[[:alnum:]]{3}' then
    return;
  end if;
  execute 'explain (format json) select from public.articles a where $1 operator(extensions.<%) a.title'
    into plan using term;
  estimated := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  archive := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.articles'::regclass), 1);

  if estimated > 0.05 * archive then
    execute 'select array(select r.id from (select a.id, a.title from private.visible_articles a
                                             order by a.publish_date desc, a.id desc limit $3) r
                           where $1 operator(extensions.<%) r.title limit $2)'
      into ids using term, pool_size, walk;
  end if;
  if cardinality(ids) < pool_size and estimated > 4 * pool_size then
    execute 'select min(a.publish_date) from private.visible_articles a' into oldest;
    since := now() - (now() - oldest) * least(1, 4 * pool_size / estimated);
    execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                              where $1 operator(extensions.<%) a.title and a.publish_date >= $2 offset 0) m
                           order by m.publish_date desc, m.id desc limit $3)'
      into ids using term, since, pool_size;
  end if;
  if cardinality(ids) < pool_size then
    execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                              where $1 operator(extensions.<%) a.title limit 500) m
                           order by m.publish_date desc, m.id desc limit $2)'
      into ids using term, pool_size;
  end if;

  return query
    select a.slug, a.title
      from private.visible_articles a
     where a.id = any (ids)
     order by extensions.word_similarity(term, a.title) desc, a.publish_date desc, a.id desc
     limit 5;
end;
$function$;

revoke all on function private.title_suggestions(text) from public;
