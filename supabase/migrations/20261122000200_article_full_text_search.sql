-- Public search at 100,000 articles: ilike '%term%' on the whole HTML body re-checks
-- every candidate's content and needs an exact count, seconds per query. Full-text search
-- reads a GIN index instead and ranks in the database.
--
-- The 'simple' configuration is chosen on purpose: it keeps every word as typed (lower-cased,
-- no stemming, no stop words), so a prefix query finds the words that start with what the
-- reader typed in the title, the excerpt and the body alike. That stays close to the spec's
-- "case-insensitive match on title, excerpt or content" (a substring match), where English
-- stemming would lose partial words ('politica' never reaches the stem 'polit').
--
-- Tags are stripped before parsing so words on either side of a tag never merge and attribute
-- values (URLs, class names) are not indexed as words. Everything in the expression is
-- immutable, as a generated column requires.
alter table public.articles
  add column search_vector tsvector generated always as (
    setweight(to_tsvector('simple'::regconfig, title), 'A')
    || setweight(to_tsvector('simple'::regconfig, excerpt), 'B')
    || setweight(to_tsvector('simple'::regconfig, regexp_replace(content, '<[^>]*>', ' ', 'g')), 'C')
  ) stored;

create index articles_search_vector_idx on public.articles using gin (search_vector);

-- Ranked search for the public overlay. Matches are:
--   * the words as a web search query (quoted phrases, `or`, `-word`), the last word also as
--     a prefix so results follow the reader while they type ('vacc' finds 'vaccines');
--   * the term anywhere inside a title (pg_trgm index), for partial words in the middle.
-- Ranking works on a bounded pool: the newest 100 word matches, or when there are fewer, those
-- and as many of the newest title matches as the page shows. A word found in half the archive
-- therefore costs about what a rare one does, and a news reader gets recent articles first. The pool is ordered by relevance (title > excerpt >
-- body, whole word > prefix, title substring bonus) decayed by age (half weight after a year).
-- No count: it returns up to max_results + 1 rows, so the caller can show "20+ results".
--
-- Input that cannot match is answered at once: fewer than 3 characters, or no words and no
-- run of 3 letters or digits (pg_trgm could only read its whole index for that).
--
-- security invoker: runs with the caller's rights, so the articles policies still decide.
create or replace function public.search_articles(q text, max_results integer default 20)
returns table (
  id uuid,
  slug text,
  title text,
  excerpt text,
  category text,
  publish_date timestamptz
)
language plpgsql
-- volatile only because PostgreSQL refuses EXPLAIN (the match estimate) inside a stable
-- function; it reads and never writes, and GET requests still run it read-only.
volatile
security invoker
set search_path = ''
as $$
declare
  -- Trimmed, whitespace collapsed, capped at 100 characters (what the UI sends at most).
  term constant text := left(btrim(regexp_replace(coalesce(q, ''), '\s+', ' ', 'g')), 100);
  wanted constant integer := greatest(1, least(coalesce(max_results, 20), 100)) + 1;
  pool_size constant integer := 100;
  words tsquery;
  prefixed tsquery;
  pattern text;
  plan json;
  estimated float8;
  archive float8;
  oldest timestamptz;
  since timestamptz;
  word_ids uuid[] := '{}';
  title_ids uuid[] := '{}';
begin
  if char_length(term) < 3 then
    return;
  end if;
  words := websearch_to_tsquery('simple'::regconfig, term);
  if numnode(words) = 0 then
    words := null;
  elsif words::text ~ '''[^'']{3,}''$' then
    -- The last word as a prefix too, unless it is shorter than 3 characters (a 1- or 2-letter
    -- prefix matches most of the archive and helps nobody).
    prefixed := to_tsquery('simple'::regconfig, words::text || ':*');
  else
    prefixed := words;
  end if;
  if term ~ '[[:alnum:]]{3}' then
    -- LIKE wildcards typed by the reader match themselves.
    pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  -- Every query below goes through EXECUTE, so each is planned for this call's values rather
  -- than from a cached generic plan that would treat every word alike.
  if prefixed is not null then
    -- How many articles hold the words: the planner's estimate from the lexeme statistics
    -- ANALYZE keeps, against the table's size.
    execute 'explain (format json) select from public.articles a where a.search_vector @@ $1' into plan using prefixed;
    estimated := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
    archive := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.articles'::regclass), 1);

    -- The newest pool_size word matches, the cheapest way for how common the words are. The
    -- planner cannot choose this itself: it does not see that checking a row while walking
    -- the date index reads that row's TOASTed tsvector, many times the cost of a row the GIN
    -- index found.
    if estimated > 0.2 * archive then
      -- In more than a fifth of the archive: walk the date index, stop after pool_size
      -- (`is true` keeps the GIN index out of this plan). About 5 * pool_size rows read.
      execute 'select array(select a.id from public.articles a
                             where (a.search_vector @@ $1) is true
                             order by a.publish_date desc, a.id desc limit $2)'
        into word_ids using prefixed, pool_size;
    else
      if estimated > 16 * pool_size then
        -- Common enough that a recent stretch of the archive should hold 4 * pool_size
        -- matches: only the rows both indexes agree on are read (BitmapAnd), if it was long
        -- enough. Its length assumes a steady publishing rate.
        execute 'select min(a.publish_date) from public.articles a' into oldest;
        since := now() - (now() - oldest) * (4 * pool_size / estimated);
        execute 'select array(select m.id from (select a.id, a.publish_date from public.articles a
                                                  where a.search_vector @@ $1 and a.publish_date >= $2 offset 0) m
                               order by m.publish_date desc, m.id desc limit $3)'
          into word_ids using prefixed, since, pool_size;
      end if;
      if cardinality(word_ids) < pool_size then
        -- Every match from the GIN index, sorted by date.
        execute 'select array(select m.id from (select a.id, a.publish_date from public.articles a
                                                  where a.search_vector @@ $1 offset 0) m
                               order by m.publish_date desc, m.id desc limit $2)'
          into word_ids using prefixed, pool_size;
      end if;
    end if;
  end if;

  -- Partial words from inside a title, when the words alone do not fill the pool. The planner
  -- guesses '%term%' blindly, so first look at the newest 2000 titles (a few milliseconds);
  -- a term too rare to fill the page there is rare enough for the pg_trgm index.
  if pattern is not null and cardinality(word_ids) < pool_size then
    execute 'select array(select r.id from (select a.id, a.title from public.articles a
                                             order by a.publish_date desc, a.id desc limit 2000) r
                           where r.title ilike $1 limit $2)'
      into title_ids using pattern, wanted;
    if cardinality(title_ids) < wanted then
      execute 'select array(select m.id from (select a.id, a.publish_date from public.articles a
                                                where a.title ilike $1 offset 0) m
                             order by m.publish_date desc, m.id desc limit $2)'
        into title_ids using pattern, wanted;
    end if;
  end if;

  return query
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date
      from public.articles a
      -- Detoasted once per row for both ranks.
      cross join lateral (select a.search_vector || ''::tsvector as v offset 0) d
     where a.id = any (word_ids || title_ids)
     order by (
                coalesce(ts_rank(d.v, words, 1), 0)
                + 0.5 * coalesce(ts_rank(d.v, prefixed, 1), 0)
                + case when a.title ilike pattern then 0.5 else 0 end
              )
              / (1 + extract(epoch from (now() - a.publish_date)) / 31557600.0) desc,
              a.publish_date desc,
              a.id desc
     limit wanted;
end;
$$;

comment on function public.search_articles(text, integer) is
  'Public article search: full-text (title A, excerpt B, body C; last word also as a prefix) plus substring on titles; ranked by relevance and recency over the newest matches; returns up to max_results + 1 rows, no count.';

-- Granted explicitly rather than through default privileges: the reading site calls it with
-- the anon key.
revoke all on function public.search_articles(text, integer) from public;
grant execute on function public.search_articles(text, integer) to anon, authenticated, service_role;
