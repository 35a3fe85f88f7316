-- function private.percent_decode: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.percent_decode(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  pattern constant text := '((?:%[0-9A-Fa-f]{2})+)';
  pieces text[];
  runs text[];
  result text;
  decoded text;
begin
  if value is null or position('%' in value) = 0 then
    return value;
  end if;
  pieces := regexp_split_to_array(value, pattern);
  runs := array(select m[1] from regexp_matches(value, pattern, 'g') as m);
  result := pieces[1];
  for i in 1 .. coalesce(array_length(runs, 1), 0) loop
    begin
      decoded := convert_from(decode(replace(runs[i], '%', ''), 'hex'), 'UTF8');
    exception when others then
      decoded := runs[i];
    end;
    result := result || decoded || pieces[i + 1];
  end loop;
  return result;
end;
$function$;

revoke all on function private.percent_decode(text) from public;
