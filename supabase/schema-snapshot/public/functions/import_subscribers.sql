-- function public.import_subscribers: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_subscribers(import_id uuid, rows jsonb)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  item record;
  address text;
  inserted uuid;
  added integer := 0;
  kept integer := 0;
  invalid integer := 0;
begin
  perform private.require_import(import_subscribers.import_id);
  perform set_config('app.import_writes', 'on', true);
  if jsonb_typeof(import_subscribers.rows) <> 'array' or jsonb_array_length(import_subscribers.rows) > 1000 then
    raise exception 'rows must be an array of at most 1000' using errcode = '22023';
  end if;
  for item in select * from jsonb_to_recordset(import_subscribers.rows) as r(email text, consent text, date timestamptz) loop
    address := lower(btrim(coalesce(item.email, '')));
    if char_length(address) > 254
       or address !~ '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
       or item.consent not in ('consenting', 'suppressed') then
      invalid := invalid + 1;
      continue;
    end if;
    if exists (select 1 from public.subscribers s where s.email = address) then
      kept := kept + 1;
      continue;
    end if;
    insert into public.subscribers (email, status, created_at, confirmed_at, unsubscribed_at)
    values (address,
            case when item.consent = 'consenting' then 'confirmed' else 'unsubscribed' end,
            coalesce(item.date, now()),
            case when item.consent = 'consenting' then coalesce(item.date, now()) end,
            case when item.consent = 'suppressed' then now() end)
    returning id into inserted;
    insert into private.import_items (kind, source_key, import_id, target_id)
    values ('subscriber', address, import_subscribers.import_id, inserted)
    on conflict do nothing;
    added := added + 1;
  end loop;
  perform set_config('app.import_writes', '', true);
  return json_build_object('added', added, 'kept', kept, 'invalid', invalid);
end;
$function$;

revoke all on function public.import_subscribers(uuid,jsonb) from public;
grant execute on function public.import_subscribers(uuid,jsonb) to authenticated;
grant execute on function public.import_subscribers(uuid,jsonb) to service_role;
