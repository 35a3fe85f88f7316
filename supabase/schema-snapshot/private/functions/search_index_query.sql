-- function private.search_index_query: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.search_index_query(whole tsquery, budget integer, whole_rows double precision, OUT asked tsquery, OUT rows double precision)
 RETURNS record
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  token text;
  depth integer := 0;
  part text := '';
  parts text[] := '{}';
  costs float8[] := '{}';
  lexeme text;
  cost float8;
  one float8;
  plan json;
  spent float8 := 0;
  kept text[] := '{}';
begin
  -- Tokens of the query's text form: a quoted lexeme (quotes doubled inside) with its flags,
  -- a parenthesis, or an operator. A top-level | makes the whole query one part.
  for token in
    select m[1] from regexp_matches(whole::text, '(''(?:[^'']|'''')*''(?::[*A-D]+)?|[()]|[&|!]|<(?:-|[0-9]+)>)', 'g') m
  loop
    if token = '(' then
      depth := depth + 1;
    elsif token = ')' then
      depth := depth - 1;
    elsif depth = 0 and token = '|' then
      parts := '{}';
      part := whole::text;
      exit;
    end if;
    if depth = 0 and token = '&' then
      parts := parts || part;
      part := '';
    else
      part := part || ' ' || token;
    end if;
  end loop;
  parts := array(select distinct btrim(p) from unnest(parts || part) p where btrim(p) <> '');

  -- A part reads the entry list of each of its words; a prefix reads at least its word's (the
  -- planner guesses a prefix blindly when its statistics hold few words).
  foreach part in array parts loop
    cost := 0;
    for lexeme in select m[1] from regexp_matches(part, '''(?:[^'']|'''')*''(?::[*A-D]+)?', 'g') m loop
      execute 'explain (format json) select from public.articles a where a.search_vector @@ $1' into plan using lexeme::tsquery;
      one := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
      if lexeme ~ ':[A-D]*\*[A-D]*$' then
        execute 'explain (format json) select from public.articles a where a.search_vector @@ $1'
          into plan using regexp_replace(lexeme, ':[*A-D]+$', '')::tsquery;
        one := greatest(one, (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8);
      end if;
      cost := cost + one;
    end loop;
    costs := costs || cost;
  end loop;

  for part, cost in select p, c from unnest(parts, costs) u(p, c) order by c, p loop
    exit when spent + cost > budget;
    spent := spent + cost;
    kept := kept || ('(' || part || ')');
  end loop;
  if cardinality(kept) = cardinality(parts) then
    asked := whole;
    rows := whole_rows;
  elsif cardinality(kept) = 1 and numnode(kept[1]::tsquery) = 1 then
    -- One word: as many articles hold it as it has entries.
    asked := kept[1]::tsquery;
    rows := spent;
  elsif cardinality(kept) > 0 then
    asked := array_to_string(kept, ' & ')::tsquery;
    execute 'explain (format json) select from public.articles a where a.search_vector @@ $1' into plan using asked;
    rows := (plan -> 0 -> 'Plan' ->> 'Plan Rows')::float8;
  end if;
end;
$function$;

revoke all on function private.search_index_query(tsquery,integer,double precision) from public;
