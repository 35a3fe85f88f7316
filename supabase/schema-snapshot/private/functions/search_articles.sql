-- function private.search_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.search_articles(q text, max_results integer DEFAULT 20)
 RETURNS TABLE(id uuid, slug text, title text, excerpt text, category text, publish_date timestamp with time zone)
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  -- Cut before anything else reads it: every step below is then bounded by this length.
  capped constant text := left(q, 200);
  term text := left(btrim(regexp_replace(coalesce(capped, ''), '\s+', ' ', 'g')), 100);
  token text;
  tokens text[] := '{}';
  quoted boolean := false;
  wanted constant integer := greatest(1, least(coalesce(max_results, 20), 100)) + 1;
  pool_size constant integer := 100;
  -- The most rows any one way of collecting matches reads.
  walk constant integer := 1000;
  scan constant integer := 4000;
  -- Candidates checked one by one for a phrase or a negation (each check detoasts a row).
  checked constant integer := 400;
  -- The most entries the word index reads for one query (its cost grows with them, whatever
  -- LIMIT follows): about a walk's cost.
  entries constant integer := 40000;
  words tsquery;
  prefixed tsquery;
  indexed tsquery;
  narrowed tsquery;
  exact boolean;
  pattern text;
  plan json;
  estimated float8;
  archive float8;
  oldest timestamptz;
  since timestamptz;
  word_ids uuid[] := '{}';
  found uuid[];
  walked uuid[];
  title_ids uuid[] := '{}';
begin
  -- Trimmed, whitespace collapsed, at most 100 characters (what the UI sends) and 8 words; a
  -- word repeated outside quotes counts once (the planner multiplies the frequencies of the
  -- words it must find together, so "government government ..." looked rare while every other
  -- article holds it).
  foreach token in array coalesce((string_to_array(term, ' '))[1:8], '{}') loop
    if quoted or token like '%"%' or lower(token) = 'or' or not lower(token) = any (array(select lower(t) from unnest(tokens) t)) then
      tokens := tokens || token;
    end if;
    if (char_length(token) - char_length(replace(token, '"', ''))) % 2 = 1 then
      quoted := not quoted;
    end if;
  end loop;
  term := array_to_string(tokens, ' ');
  if char_length(term) < 3 then
    return;
  end if;
  words := websearch_to_tsquery('simple'::regconfig, term);
  if numnode(words) = 0 or querytree(words) = 'T' then
    -- Nothing to look for, or only words to leave out: every article but some is no answer.
    words := null;
  elsif words::text ~ '''[^'']{3,}''$' then
    -- The last word as a prefix too, unless it is shorter than 3 characters (a 1- or 2-letter
    -- prefix matches most of the archive and helps nobody).
    prefixed := (words::text || ':*')::tsquery;
  else
    prefixed := words;
  end if;
  if term ~ '^[[:alnum:]]{3,}$' then
    -- A piece of a word: one run of letters and digits (so no LIKE wildcard either).
    pattern := '%' || term || '%';
  end if;

  -- Every query below goes through EXECUTE, so each is planned for this call's values rather
  -- than from a cached generic plan that would treat every word alike.
  if prefixed is not null then
    -- What the GIN index can answer without reading a row: the words, a phrase's as AND,
    -- negations left out (querytree). Lexemes never hold a space, so ' <-> ' and ' <N> ' are
    -- operators. When that is the query itself, the index's answer is the answer.
    indexed := regexp_replace(querytree(prefixed), ' <(-|[0-9]+)> ', ' & ', 'g')::tsquery;
    exact := indexed::text = prefixed::text;
    -- How many articles hold the words: the planner's estimate from the lexeme statistics
    -- ANALYZE keeps, against the table's size.
    execute 'explain (format json) select from public.articles a where a.search_vector @@ $1' into plan using indexed;
    estimated := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
    archive := greatest((select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.articles'::regclass), 1);
    if estimated <= 0.2 * archive then
      -- The index will be asked. It reads the whole entry list of every word it is asked
      -- about, whatever LIMIT follows, and the estimate above multiplies the words'
      -- frequencies (five words in half the archive each come out at 3 %): so it is asked only
      -- about the parts it reads few entries for, the rest checked on the candidates. With
      -- none such, the words are common and the walk below finds them.
      select s.asked, coalesce(s.rows, archive) into narrowed, estimated
        from private.search_index_query(indexed, entries, estimated) s;
      exact := exact and narrowed::text is not distinct from indexed::text;
      indexed := narrowed;
    end if;

    -- The newest pool_size matches, the cheapest way for how common the words are. The planner
    -- cannot choose this itself: it does not see that checking a row while walking the date
    -- index reads that row's TOASTed tsvector, many times the cost of a row the GIN index found.
    if estimated > 0.2 * archive then
      -- In more than a fifth of the archive: walk the date index over the newest `walk`
      -- articles at most, stop after pool_size matches. The full query is checked here (the
      -- walk is bounded whatever it is), phrase and negation included.
      execute 'select array(select r.id from (select a.id, a.search_vector from private.visible_articles a
                                               order by a.publish_date desc, a.id desc limit $3) r
                             where r.search_vector @@ $1 limit $2)'
        into word_ids using prefixed, pool_size, walk;
      if cardinality(word_ids) < pool_size and exact then
        -- Words the walk found fewer of than the estimate said: the index, for what it reads
        -- few entries for (when that is not all of them, the walk's answer stands).
        select s.asked into narrowed from private.search_index_query(indexed, entries, estimated) s;
        exact := narrowed::text is not distinct from indexed::text;
      end if;
    end if;
    if cardinality(word_ids) < pool_size and not (estimated > 0.2 * archive and not exact) then
      if estimated > 16 * pool_size then
        -- Common enough that a recent stretch of the archive should hold 4 * pool_size
        -- matches: only the rows both indexes agree on are read (BitmapAnd), if it was long
        -- enough. Its length assumes a steady publishing rate; at most `scan` rows are read
        -- should the words come together more often than the estimate assumes.
        execute 'select min(a.publish_date) from private.visible_articles a' into oldest;
        since := now() - (now() - oldest) * least(1, 4 * pool_size / estimated);
        execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                  where a.search_vector @@ $1 and a.publish_date >= $2 limit $4) m
                               order by m.publish_date desc, m.id desc limit $3)'
          into word_ids using indexed, since, case when exact then pool_size else checked end, scan;
      end if;
      if cardinality(word_ids) < pool_size then
        -- The matches the GIN index finds, by date: at most `scan` of them, in the table's
        -- order (oldest first, as the archive grew).
        execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                  where a.search_vector @@ $1 limit $2) m
                               order by m.publish_date desc, m.id desc)'
          into found using indexed, scan;
        word_ids := found[1:case when exact then pool_size else checked end];
        if cardinality(found) = scan then
          -- The estimate was far too low (words that come together more often than chance):
          -- the scan stopped early, so the newest matches may be past it. They are common
          -- enough for the bounded walk to find some.
          execute 'select array(select r.id from (select a.id, a.search_vector from private.visible_articles a
                                                   order by a.publish_date desc, a.id desc limit $3) r
                                 where r.search_vector @@ $1 limit $2)'
            into walked using prefixed, pool_size, walk;
          word_ids := walked || word_ids;
        end if;
      end if;
      if not exact then
        -- A phrase, a negation or words the index was not asked about: the candidates that
        -- hold the whole query, checked row by row (at most `checked` of them).
        execute 'select array(select a.id from private.visible_articles a
                               where a.id = any ($1) and (a.search_vector @@ $2) is true
                               order by a.publish_date desc, a.id desc limit $3)'
          into word_ids using word_ids, prefixed, pool_size;
      end if;
    end if;
  end if;

  -- Partial words from inside a title, when the words alone do not fill the pool. The planner
  -- guesses '%term%' blindly, so first look at the newest 2000 titles (a few milliseconds);
  -- a term too rare to fill the page there is rare enough for the pg_trgm index, if some word
  -- of the archive holds it at all: the index answers with every title holding the term's
  -- trigrams, each then compared, and a piece whose trigrams are all common ("governmen" +
  -- "t" elsewhere) would have every title compared for nothing. The vocabulary is small and
  -- its words short, so asking it first costs little.
  if pattern is not null and cardinality(word_ids) < pool_size
     and (term !~ '^[[:alpha:]]+$' or exists (select from private.search_words s where s.word like lower(pattern))) then
    execute 'select array(select r.id from (select a.id, a.title from private.visible_articles a
                                             order by a.publish_date desc, a.id desc limit 2000) r
                           where r.title ilike $1 limit $2)'
      into title_ids using pattern, wanted;
    if cardinality(title_ids) < wanted
       and exists (select from private.search_words s where s.word like lower(pattern)) then
      execute 'select array(select m.id from (select a.id, a.publish_date from private.visible_articles a
                                                where a.title ilike $1 limit $3) m
                             order by m.publish_date desc, m.id desc limit $2)'
        into title_ids using pattern, wanted, scan;
    end if;
  end if;

  return query
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date
      from private.visible_articles a
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
$function$;

revoke all on function private.search_articles(text,integer) from public;
