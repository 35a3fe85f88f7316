-- function private.count_rows_changed: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.count_rows_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  counter constant text := tg_argv[0];
  keys constant text := tg_argv[1];
  total constant text := tg_argv[2];
  changes text;
begin
  if tg_op = 'TRUNCATE' then
    execute format('update %s set %I = 0 where %I <> 0', counter, total, total);
    return null;
  end if;
  changes := case tg_op
    when 'INSERT' then format('select %s, 1 as n from new_rows', keys)
    when 'DELETE' then format('select %s, -1 as n from old_rows', keys)
    else format('select %1$s, -1 as n from old_rows union all select %1$s, 1 from new_rows', keys)
  end;
  execute format(
    'insert into %1$s as c (%2$s, %3$I)
     select %2$s, sum(d.n) from (%4$s) d group by %2$s having sum(d.n) <> 0 order by %2$s
     on conflict (%2$s) do update set %3$I = c.%3$I + excluded.%3$I',
    counter, keys, total, changes);
  return null;
end;
$function$;

revoke all on function private.count_rows_changed() from public;
