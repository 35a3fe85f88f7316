-- function public.import_existing: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_existing(import_id uuid, kind text, keys text[])
 RETURNS text[]
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_import(import_existing.import_id);
  if cardinality(import_existing.keys) > 1000 then
    raise exception 'at most 1000 keys a call' using errcode = '22023';
  end if;
  return array(select t.source_key from private.import_items t
                where t.kind = import_existing.kind and t.source_key = any (import_existing.keys));
end;
$function$;

revoke all on function public.import_existing(uuid,text,text[]) from public;
grant execute on function public.import_existing(uuid,text,text[]) to authenticated;
grant execute on function public.import_existing(uuid,text,text[]) to service_role;
