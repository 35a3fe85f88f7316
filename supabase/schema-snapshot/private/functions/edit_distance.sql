-- function private.edit_distance: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.edit_distance(a text, b text, bound integer)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE PARALLEL SAFE STRICT
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.edit_distance(text,text,integer) from public;
