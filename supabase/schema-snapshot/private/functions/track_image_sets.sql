-- function private.track_image_sets: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.track_image_sets()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  ref_source constant text := tg_argv[0];
  latest constant jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  owner constant uuid := (latest ->> tg_argv[1])::uuid;
begin
  if tg_op <> 'INSERT' then
    delete from private.image_set_refs r where r.source = ref_source and r.article_id = owner;
  end if;
  if tg_op <> 'DELETE' then
    insert into private.image_set_refs (source, article_id, set_key)
    select ref_source, owner, s
    from unnest(private.image_sets_of(latest ->> 'image_url', latest ->> 'content')) as s
    on conflict do nothing;
  end if;
  return null;
end
$function$;

revoke all on function private.track_image_sets() from public;
