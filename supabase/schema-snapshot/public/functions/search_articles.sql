-- function public.search_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.search_articles(q text, max_results integer DEFAULT 20)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  -- Cut before anything else reads it (a POST body may carry megabytes).
  capped constant text := left(q, 200);
  term constant text := left(btrim(regexp_replace(coalesce(capped, ''), '\s+', ' ', 'g')), 100);
  results json;
  correction text;
  suggestions json := '[]';
begin
  -- One misspelt word ("goverzment"): when no article holds it even as a prefix and no title
  -- word contains it, the search as typed would find nothing (its title walk needs a word of the
  -- vocabulary that holds the piece), so only its correction is searched. Two index probes
  -- instead of a whole first pass.
  if term ~ '^[[:alpha:]]{3,30}$'
     and not exists (select from private.search_words s where s.word = lower(term))
     and not exists (select from private.search_words s where s.word like '%' || lower(term) || '%')
     and not private.any_article_has_prefix(lower(term)) then
    results := '[]'::json;
  else
    select coalesce(json_agg(r), '[]'::json) into results from private.search_articles(term, max_results) r;
  end if;
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
$function$;

revoke all on function public.search_articles(text,integer) from public;
grant execute on function public.search_articles(text,integer) to anon;
grant execute on function public.search_articles(text,integer) to authenticated;
grant execute on function public.search_articles(text,integer) to service_role;
