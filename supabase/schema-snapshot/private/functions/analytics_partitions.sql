-- function private.analytics_partitions: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_partitions(first_day date, today date)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  d date;
  old record;
begin
  for d in select g::date from generate_series(greatest(first_day, today - 89), today + 1, interval '1 day') g loop
    if to_regclass(format('private.page_views_%s', to_char(d, 'YYYYMMDD'))) is null then
      execute format('create table private.page_views_%s partition of private.page_views for values from (%L) to (%L)',
        to_char(d, 'YYYYMMDD'), (d::timestamp at time zone 'UTC'), ((d + 1)::timestamp at time zone 'UTC'));
      execute format('alter table private.page_views_%s enable row level security', to_char(d, 'YYYYMMDD'));
      execute format('revoke all on private.page_views_%s from public, anon, authenticated, service_role', to_char(d, 'YYYYMMDD'));
    end if;
  end loop;
  for old in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'private.page_views'::regclass
       and c.relname ~ '^page_views_\d{8}$'
       and to_date(substring(c.relname from 12), 'YYYYMMDD') < today - 89
  loop
    execute format('drop table private.%I', old.relname);
  end loop;
end;
$function$;

revoke all on function private.analytics_partitions(date,date) from public;
