-- function private.record_site_settings_change: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.record_site_settings_change()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  before jsonb := to_jsonb(old) - 'updated_at';
  after jsonb := to_jsonb(new) - 'updated_at';
  diff jsonb;
begin
  select coalesce(jsonb_object_agg(a.key, jsonb_build_object('from', before -> a.key, 'to', a.value)), '{}'::jsonb)
    into diff
    from jsonb_each(after) a
   where a.value is distinct from before -> a.key;
  if diff = '{}'::jsonb then
    return new;
  end if;
  new.updated_at := now();
  insert into private.site_settings_changes (changed_by, changes) values (auth.uid(), diff);
  return new;
end;
$function$;

revoke all on function private.record_site_settings_change() from public;
