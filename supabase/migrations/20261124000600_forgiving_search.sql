-- Search that forgives: "fillibuster" and "slep" found nothing, and a byline did not
-- find its author's articles.
--
--   * The author is one of the searched fields: search_vector gains the byline (weight B, as the
--     excerpt), so "Priya Raman", "raman" or "raman budget" find that author's articles through
--     the same GIN index, ranking and bounded pool as every other word (migration
--     20261122000200). A display name or an e-mail is already printed on every article page, so
--     nothing new is exposed.
--   * When the words and the title substrings find nothing, the answer carries suggestions: the
--     visible titles closest to the term by pg_trgm word similarity (the best-matching stretch
--     of the title, so a typed word is compared with a word of the title, not with the whole
--     headline), for the overlay's "Did you mean". Only then: a search that found something
--     costs nothing more.
--   * public.search_articles keeps its parameters and answers {"results": [...], "suggestions":
--     [...]}: the results as before, the suggestions as {slug, title}.

set local lock_timeout = '5s';

-- Authors ------------------------------------------------------------------------------------------
-- SET EXPRESSION (PostgreSQL 17) rewrites the column and rebuilds its GIN index in place; the
-- views that read the column stay as they are.
alter table public.articles alter column search_vector set expression as (
  setweight(to_tsvector('simple'::regconfig, title), 'A')
  || setweight(to_tsvector('simple'::regconfig, author), 'B')
  || setweight(to_tsvector('simple'::regconfig, excerpt), 'B')
  || setweight(to_tsvector('simple'::regconfig, regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
);

-- Suggestions --------------------------------------------------------------------------------------
-- The closest visible titles to a term, at most five. Ranking every title that passes the
-- similarity threshold would cost what a common word's matches cost (a typo of "government"
-- passes for a fifth of the archive, a bitmap heap scan of 20,000 rows), so, as the word search
-- does, it ranks a bounded pool: the newest 20 titles that pass, collected the cheapest way for
-- how many pass (the planner's estimate from the trigram index):
--   * many (over 5 %): walk the newest 1,000 titles by date and keep those that pass;
--   * some: only the recent stretch of the archive that should hold 80 of them (BitmapAnd of
--     the trigram and date indexes), if it was long enough;
--   * few, or the above came back short: the titles the trigram index finds, newest first (the
--     first 500 in the table's order, should the estimate have been far too low).
-- The pool is ranked by word similarity, then newest first.
--
-- The threshold is 0.5 rather than pg_trgm's 0.6: one letter dropped from a short word ("slep"
-- for "sleep") scores 0.6 exactly and "clmate" 0.5, and a suggestion is only offered when
-- nothing was found, so a looser match helps more than it misleads.
-- A parameter of a library this session has not loaded yet may only be set by a superuser, and
-- CREATE FUNCTION checks the SET clause below: one pg_trgm call loads it first.
select extensions.similarity('', '');

create function private.title_suggestions(q text)
returns table (slug text, title text)
language plpgsql
-- volatile only because PostgreSQL refuses EXPLAIN (the estimate) inside a stable function.
volatile
security invoker
set search_path = ''
set pg_trgm.word_similarity_threshold = '0.5'
as $$
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
$$;

-- The reader function: the same parameters, the results and, when there are none, the
-- suggestions.
create or replace function public.search_articles(q text, max_results integer default 20)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- Grants -----------------------------------------------------------------------------------------
-- The suggestions run only inside public.search_articles; readers call that, as before.
revoke all on function private.title_suggestions(text) from public, anon, authenticated, service_role;
revoke all on function public.search_articles(text, integer) from public;
grant execute on function public.search_articles(text, integer) to anon, authenticated, service_role;
