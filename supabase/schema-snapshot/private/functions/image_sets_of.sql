-- function private.image_sets_of: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.image_sets_of(image_url text, content text)
 RETURNS text[]
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  written constant text := coalesce(image_url, '') || ' ' || coalesce(content, '');
  references_decoded constant text := private.decode_character_references(written);
  resolved constant text := private.percent_decode(translate(references_decoded, E'\\\t\n\r', '/'));
  -- Tabs and line breaks inside a URL are dropped by the URL parser, but between srcset
  -- candidates they separate: read both ways.
  spaced constant text := private.percent_decode(translate(references_decoded, E'\\\t\n\r', '/   '));
begin
  return coalesce((
    select array_agg(distinct segment)
      from unnest(array[written, references_decoded, resolved, spaced]) as variant,
           regexp_matches(variant, 'article-images/+([^?#"''\s<>]+)', 'gi') as m,
           unnest(string_to_array(m[1], '/')) as segment
     where segment not in ('', '.', '..')
  ), '{}');
end;
$function$;

revoke all on function private.image_sets_of(text,text) from public;
