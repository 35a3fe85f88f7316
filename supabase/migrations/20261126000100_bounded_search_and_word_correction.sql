-- Search, bounded whatever is typed, and corrected word by word.
--
-- Bounded: an anonymous caller could make one search cost a second. A phrase of common words
-- ("of the of the of") and a negation ("government -government") were estimated as common, so
-- the date index was walked until 100 rows passed the check, and none ever did: the whole
-- archive was read, detoasting every row's tsvector. A 9 MB q ran through regexes before the
-- length cap. Now:
--   * q is cut to 200 characters before anything else reads it (the parameter stays text: a
--     type modifier on a function parameter is discarded by PostgreSQL, and a domain would turn
--     a long paste into an error instead of a search);
--   * at most 8 words (what the overlay's 100 characters hold in practice), so OR lists and
--     phrases have a bounded number of lexemes;
--   * a query of negations only ("-government") looks for nothing;
--   * every way of collecting matches stops after a fixed number of rows read: the date walk
--     after the newest 1,000 articles, the index paths after 4,000 rows. Phrases and negations
--     are answered by the GIN index for their words alone (the phrase as AND, negations left
--     out: the index then answers exactly, with no recheck of rows that fail), and only a
--     bounded set of those candidates is checked for the phrase or the negation;
--   * the title substring search runs for a single run of letters and digits only (a piece from
--     inside a title word, what it is for), and reaches for the trigram index only when a word
--     of the archive's vocabulary holds that piece: a sentence's trigrams, or a word's with a
--     character added, are common enough to make the trigram index return most titles, each
--     then compared for nothing.
--
-- Corrected: "huosing" found nothing while four housing articles existed, and the suggestions
-- were whole titles that merely shared letters ("The Best Sports Documentaries Are About
-- Losing?"). The archive's own vocabulary is now kept in private.search_words (the words of
-- published articles' titles, bylines and excerpts, counted, maintained by statement triggers); a word of the query that is
-- not in it is replaced by the closest word that is (edit distance, then how common), the
-- corrected query is searched, and the answer says so: {"results": [...], "suggestions": [],
-- "correction": "housing"}. Title suggestions remain only for what correction could not fix,
-- and only when close.

set local lock_timeout = '5s';

-- The vocabulary ----------------------------------------------------------------------------------
-- One row per word of the published articles' titles, bylines and excerpts: how many published
-- articles hold it and the earliest publish date among them. Readers only ever get a word through a search of
-- visible articles (private.corrected_term reads only words whose date has come, and the
-- corrected query itself reads private.visible_articles), so a draft's words are never here and
-- a scheduled article's words stay unused until it is due.
create table private.search_words (
  word text primary key,
  articles integer not null,
  visible_from timestamptz not null
);
alter table private.search_words enable row level security;
revoke all on private.search_words from public, anon, authenticated, service_role;
-- The closest words to a misspelt one, by trigram similarity.
create index search_words_word_trgm_idx on private.search_words using gin (word extensions.gin_trgm_ops);

-- The words of one search vector worth offering as a correction: those of the title, the byline
-- and the excerpt (weights A and B: what the article is about, and what readers type; the body's
-- words would make every save six times as costly, about 210 words an article against 35), of
-- letters only (an apostrophe or a hyphen inside), 3 to 30 of them. Numbers, addresses and
-- stray fragments are no correction.
create function private.correctable_words(v tsvector)
returns setof text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select w from unnest(pg_catalog.tsvector_to_array(pg_catalog.ts_filter(v, '{a,b}'))) w
   where char_length(w) between 3 and 30 and w ~ '^[[:alpha:]]([[:alpha:]''-]*[[:alpha:]])?$'
$$;
revoke all on function private.correctable_words(tsvector) from public, anon, authenticated, service_role;

-- Statement triggers: a bulk load is one aggregate, an editor's save a few hundred rows. Every
-- change is one upsert in word order (two concurrent saves lock shared words in the same order,
-- so they queue rather than deadlock); words no published article holds any more are deleted.
-- Only rows whose vector or status changed count (a save that changes neither costs nothing).
create function private.search_words_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes text;
  gone text[];
begin
  if tg_op = 'TRUNCATE' then
    delete from private.search_words;
    return null;
  end if;
  changes := case tg_op
    when 'INSERT' then
      'select w, 1 as n, r.publish_date from new_rows r, private.correctable_words(r.search_vector) w
        where r.status = ''published'''
    when 'DELETE' then
      'select w, -1 as n, r.publish_date from old_rows r, private.correctable_words(r.search_vector) w
        where r.status = ''published'''
    else
      'with moved as (
         select o.search_vector as old_vector, o.status as old_status, n.search_vector as new_vector,
                n.status as new_status, n.publish_date
           from old_rows o join new_rows n using (id)
          where o.search_vector is distinct from n.search_vector or o.status is distinct from n.status
             or (n.status = ''published'' and n.publish_date < o.publish_date)
       )
       select w, -1 as n, m.publish_date from moved m, private.correctable_words(m.old_vector) w
        where m.old_status = ''published''
       union all
       select w, 1 as n, m.publish_date from moved m, private.correctable_words(m.new_vector) w
        where m.new_status = ''published'''
  end;
  -- Two statements: a DELETE in the same statement as the upsert would not see the rows the
  -- upsert changed.
  execute format(
    'with delta as (
       select d.w as word, sum(d.n)::integer as n,
              coalesce(min(d.publish_date) filter (where d.n > 0), ''infinity'') as visible_from
         from (%s) d group by d.w having sum(d.n) <> 0 or bool_or(d.n > 0)
     ), applied as (
       insert into private.search_words as s (word, articles, visible_from)
       select word, n, visible_from from delta order by word
       on conflict (word) do update
         set articles = s.articles + excluded.articles,
             visible_from = least(s.visible_from, excluded.visible_from)
       returning s.word, s.articles
     )
     select coalesce(array_agg(word), ''{}'') from applied where articles <= 0',
    changes) into gone;
  if cardinality(gone) > 0 then
    delete from private.search_words s where s.word = any (gone) and s.articles <= 0;
  end if;
  return null;
end;
$$;
revoke all on function private.search_words_changed() from public, anon, authenticated, service_role;

create trigger articles_search_words_insert after insert on public.articles
  referencing new table as new_rows
  for each statement execute function private.search_words_changed();
create trigger articles_search_words_update after update on public.articles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.search_words_changed();
create trigger articles_search_words_delete after delete on public.articles
  referencing old table as old_rows
  for each statement execute function private.search_words_changed();
create trigger articles_search_words_truncate after truncate on public.articles
  for each statement execute function private.search_words_changed();

insert into private.search_words (word, articles, visible_from)
select w, count(*), min(a.publish_date)
  from public.articles a, private.correctable_words(a.search_vector) w
 where a.status = 'published'
 group by w;

-- Edit distance ----------------------------------------------------------------------------------
-- Optimal string alignment: insertions, deletions, substitutions and a swap of two neighbouring
-- letters ("huosing" is one edit from "housing", two from "losing"), stopping as soon as every
-- path costs more than `bound`. Run on a handful of short words per query.
create function private.edit_distance(a text, b text, bound integer)
returns integer
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
declare
  la constant integer := char_length(a);
  lb constant integer := char_length(b);
  prev2 integer[];
  prev integer[];
  cur integer[];
  best integer;
  cost integer;
begin
  if abs(la - lb) > bound then
    return bound + 1;
  end if;
  prev := array(select generate_series(0, lb));
  for i in 1 .. la loop
    cur := array[i];
    best := i;
    for j in 1 .. lb loop
      cost := case when substr(a, i, 1) = substr(b, j, 1) then 0 else 1 end;
      cur[j + 1] := least(prev[j + 1] + 1, cur[j] + 1, prev[j] + cost);
      if i > 1 and j > 1 and substr(a, i, 1) = substr(b, j - 1, 1) and substr(a, i - 1, 1) = substr(b, j, 1) then
        cur[j + 1] := least(cur[j + 1], prev2[j - 1] + 1);
      end if;
      best := least(best, cur[j + 1]);
    end loop;
    if best > bound then
      return bound + 1;
    end if;
    prev2 := prev;
    prev := cur;
  end loop;
  return least(prev[lb + 1], bound + 1);
end;
$$;
revoke all on function private.edit_distance(text, text, integer) from public, anon, authenticated, service_role;

-- Correction -------------------------------------------------------------------------------------
-- The term with each word the archive does not know replaced by the closest word it does, or
-- null when no word changed. A word is known when a visible article holds it; a correction is
-- a known word at most one edit away (two for words of 6 letters or more), among the 20 with
-- the most trigrams in common; ties go to the word more articles hold. Words in quotes, after a
-- minus or "or" are left as typed (at most 4 words are looked up: each is an index lookup).
-- A parameter of a library this session has not loaded yet may only be set by a superuser, and
-- CREATE FUNCTION checks the SET clause below: one pg_trgm call loads it first.
select extensions.similarity('', '');

create function private.corrected_term(term text)
returns text
language plpgsql
stable
security invoker
set search_path = ''
set pg_trgm.similarity_threshold = '0.3'
as $$
declare
  tokens text[] := (string_to_array(left(term, 100), ' '))[1:8];
  typed text;
  best text;
  allowed integer;
  changed boolean := false;
  looked_up integer := 0;
begin
  for i in 1 .. coalesce(cardinality(tokens), 0) loop
    -- A word left out, a phrase, an operator or anything but letters stays as typed.
    continue when tokens[i] ~ '^-|"' or lower(tokens[i]) = 'or' or looked_up >= 4;
    typed := lower(regexp_replace(tokens[i], '^[[:punct:]]+|[[:punct:]]+$', '', 'g'));
    continue when typed !~ '^[[:alpha:]]{3,30}$';
    continue when exists (select from private.search_words s where s.word = typed and s.visible_from <= now());
    looked_up := looked_up + 1;
    allowed := case when char_length(typed) >= 6 then 2 else 1 end;
    select c.word into best
      from (select s.word, s.articles
              from private.search_words s
             where s.word operator(extensions.%) typed and s.visible_from <= now()
             order by extensions.similarity(s.word, typed) desc, s.articles desc
             limit 20) c
           cross join lateral (select private.edit_distance(typed, c.word, allowed) as edits) d
     where d.edits <= allowed
     order by d.edits, (left(c.word, 1) <> left(typed, 1)), c.articles desc, c.word
     limit 1;
    if best is not null then
      tokens[i] := best;
      changed := true;
    end if;
  end loop;
  return case when changed then array_to_string(tokens, ' ') end;
end;
$$;
revoke all on function private.corrected_term(text) from public, anon, authenticated, service_role;

-- The word search, bounded ---------------------------------------------------------------------
create or replace function private.search_articles(q text, max_results integer default 20)
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
  words tsquery;
  prefixed tsquery;
  indexed tsquery;
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
        -- A phrase or a negation: the candidates that hold it, checked row by row (at most
        -- `checked` of them).
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
  if pattern is not null and cardinality(word_ids) < pool_size then
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
$$;

-- Title suggestions: only close ones, for one word --------------------------------------------------
-- Now only for a single word that word correction could not fix (a name, a word the archive
-- spells once): a title is offered when most of the word's trigrams are in one stretch of it
-- (0.7), not when it merely ends in the same letters. A sentence is never compared with titles:
-- its common words' trigrams would pass the trigram index for most titles, each then compared.
alter function private.title_suggestions(text) set pg_trgm.word_similarity_threshold = '0.7';

-- The reader function ---------------------------------------------------------------------------
create or replace function public.search_articles(q text, max_results integer default 20)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Cut before anything else reads it (a POST body may carry megabytes).
  capped constant text := left(q, 200);
  term constant text := left(btrim(regexp_replace(coalesce(capped, ''), '\s+', ' ', 'g')), 100);
  results json;
  correction text;
  suggestions json := '[]';
begin
  select coalesce(json_agg(r), '[]'::json) into results from private.search_articles(term, max_results) r;
  if json_array_length(results) = 0 then
    correction := private.corrected_term(term);
    if correction is not null then
      select coalesce(json_agg(r), '[]'::json) into results from private.search_articles(correction, max_results) r;
      if json_array_length(results) = 0 then
        correction := null;
      end if;
    end if;
    if json_array_length(results) = 0 and term ~ '^[[:alpha:]][[:alnum:]''-]{2,29}$' then
      select coalesce(json_agg(s), '[]'::json) into suggestions from private.title_suggestions(term) s;
    end if;
  end if;
  return json_build_object('results', results, 'suggestions', suggestions, 'correction', correction);
end;
$$;

-- Grants -----------------------------------------------------------------------------------------
revoke all on function public.search_articles(text, integer) from public;
grant execute on function public.search_articles(text, integer) to anon, authenticated, service_role;
