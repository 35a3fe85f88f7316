-- function private.decode_character_references: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.decode_character_references(value text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
declare
  pattern constant text := '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?';
  pieces text[];
  refs text[];
  result text;
  ref text;
  code integer;
  decoded text;
begin
  if value is null or position('&' in value) = 0 then
    return value;
  end if;
  pieces := regexp_split_to_array(value, pattern);
  refs := array(select m[1] from regexp_matches(value, pattern, 'g') as m);
  result := pieces[1];
  for i in 1 .. coalesce(array_length(refs, 1), 0) loop
    ref := refs[i];
    decoded := null;
    if ref like '#x%' or ref like '#X%' then
      code := ('x' || lpad(substr(ref, 3), 8, '0'))::bit(32)::integer;
    elsif ref like '#%' then
      code := substr(ref, 2)::integer;
    else
      code := null;
      decoded := case ref
        when 'sol' then '/' when 'bsol' then '\' when 'period' then '.' when 'percnt' then '%'
        when 'amp' then '&' when 'AMP' then '&' when 'colon' then ':' when 'quest' then '?'
        when 'num' then '#' when 'equals' then '=' when 'lowbar' then '_' when 'UnderBar' then '_'
        when 'hyphen' then '-' when 'dash' then '-' when 'minus' then '-' when 'Tab' then E'\t'
        when 'NewLine' then E'\n' when 'quot' then '"' when 'QUOT' then '"' when 'apos' then ''''
        when 'lt' then '<' when 'LT' then '<' when 'gt' then '>' when 'GT' then '>'
        when 'plus' then '+' when 'comma' then ',' when 'semi' then ';' when 'commat' then '@'
        when 'excl' then '!' when 'dollar' then '$' when 'lpar' then '(' when 'rpar' then ')'
        when 'ast' then '*' when 'midast' then '*' when 'tilde' then '~'
        else null
      end;
    end if;
    if code is not null and code between 1 and 1114111 and code not between 55296 and 57343 then
      decoded := chr(code);
    end if;
    -- A reference that decodes to nothing stays as written (with its `;` if it had one, which
    -- the pattern consumed: the text around it is what matters here).
    result := result || coalesce(decoded, '&' || ref) || pieces[i + 1];
  end loop;
  return result;
end;
$function$;

revoke all on function private.decode_character_references(text) from public;
