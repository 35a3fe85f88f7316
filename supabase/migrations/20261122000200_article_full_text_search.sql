-- Public search at 100,000 articles (issue 9): ilike '%term%' on the whole HTML body re-checks
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
-- Only the newest 1000 matches are ranked, which bounds the work for a term found in most of
-- the archive (a news reader wants recent articles anyway); they are ordered by relevance
-- (title > excerpt > body, whole word > prefix, title substring bonus) decayed by age (half
-- weight after a year). No count: it returns up to max_results + 1 rows, so the caller can
-- show "20+ results" without counting every match.
--
-- Input that cannot match becomes a NULL key, which both GIN indexes answer with nothing at
-- once: fewer than 3 characters, no words (punctuation only), or no run of 3 letters/digits
-- for the title index (pg_trgm would otherwise read its whole index).
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
language sql
stable
security invoker
set search_path = ''
as $$
  with term as (
    -- Trimmed, whitespace collapsed, capped at 100 characters (what the UI sends at most).
    select left(btrim(regexp_replace(coalesce(q, ''), '\s+', ' ', 'g')), 100) as text
  ),
  parsed as (
    select term.text, websearch_to_tsquery('simple'::regconfig, term.text) as words
      from term
     where char_length(term.text) >= 3
  ),
  query as (
    select case when numnode(parsed.words) > 0 then parsed.words end as words,
           case
             when numnode(parsed.words) = 0 then null
             -- The last word as a prefix too, unless it is shorter than 3 characters (a 1- or
             -- 2-letter prefix matches most of the archive and helps nobody).
             when parsed.words::text ~ '''[^'']{3,}''$'
               then to_tsquery('simple'::regconfig, parsed.words::text || ':*')
             else parsed.words
           end as prefixed,
           case
             when parsed.text ~ '[[:alnum:]]{3}'
               -- LIKE wildcards typed by the reader match themselves.
               then '%' || replace(replace(replace(parsed.text, '\', '\\'), '%', '\%'), '_', '\_') || '%'
           end as pattern
      from parsed
  ),
  candidates as (
    select a.id, a.slug, a.title, a.excerpt, a.category, a.publish_date, a.search_vector,
           coalesce(a.title ilike query.pattern, false) as in_title
      from public.articles a, query
     where a.title ilike query.pattern
        or a.search_vector @@ query.prefixed
     order by a.publish_date desc, a.id desc
     limit 1000
  )
  select c.id, c.slug, c.title, c.excerpt, c.category, c.publish_date
    from candidates c, query
   order by (
              coalesce(ts_rank(c.search_vector, query.words, 1) + 0.5 * ts_rank(c.search_vector, query.prefixed, 1), 0)
              + case when c.in_title then 0.5 else 0 end
            )
            / (1 + extract(epoch from (now() - c.publish_date)) / 31557600.0) desc,
            c.publish_date desc,
            c.id desc
   limit greatest(1, least(coalesce(max_results, 20), 100)) + 1;
$$;

comment on function public.search_articles(text, integer) is
  'Public article search: full-text (title A, excerpt B, body C; last word also as a prefix) plus substring on titles; ranked by relevance and recency; returns up to max_results + 1 rows, no count.';
