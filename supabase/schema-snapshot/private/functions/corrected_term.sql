-- function private.corrected_term: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.corrected_term(term text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  tokens text[] := (string_to_array(left(term, 100), ' '))[1:8];
  typed text;
  best text;
  allowed integer;
  changed boolean := false;
  looked_up integer := 0;
  quoted boolean := false;
  in_phrase boolean;
begin
  for i in 1 .. coalesce(cardinality(tokens), 0) loop
    in_phrase := quoted or tokens[i] like '%"%';
    if (char_length(tokens[i]) - char_length(replace(tokens[i], '"', ''))) % 2 = 1 then
      quoted := not quoted;
    end if;
    -- A word left out, a phrase, an operator or anything but letters stays as typed.
    continue when in_phrase or tokens[i] ~ '^-' or lower(tokens[i]) = 'or' or looked_up >= 4;
    typed := lower(regexp_replace(tokens[i], '^[[:punct:]]+|[[:punct:]]+$', '', 'g'));
    continue when typed !~ '^[[:alpha:]]{3,30}$';
    continue when exists (select from private.search_words s where s.word = typed and s.visible_from <= now());
    looked_up := looked_up + 1;
    allowed := case when char_length(typed) >= 6 then 2 else 1 end;
    select c.word into best
      from (select s.word, s.articles, s.word operator(extensions.<->) typed as distance
              from private.search_words s
             where s.visible_from <= now()
             order by s.word operator(extensions.<->) typed, s.articles desc
             limit 20) c
           cross join lateral (select private.edit_distance(typed, c.word, allowed) as edits) d
     where c.distance <= 0.7 and d.edits <= allowed
     order by d.edits, (left(c.word, 1) <> left(typed, 1)), c.articles desc, c.word
     limit 1;
    if best is not null then
      tokens[i] := best;
      changed := true;
    end if;
  end loop;
  return case when changed then array_to_string(tokens, ' ') end;
end;
$function$;

revoke all on function private.corrected_term(text) from public;
