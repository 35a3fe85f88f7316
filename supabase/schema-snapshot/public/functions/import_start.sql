-- function public.import_start: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_start(format text, file_name text, file_size bigint, fingerprint text, source_site text, total integer, mapping jsonb)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  unfinished public.imports;
  started public.imports;
begin
  if not private.may_import() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  select i.* into unfinished from public.imports i
   where i.fingerprint = import_start.fingerprint and i.state in ('running', 'failed')
   order by i.created_at desc limit 1
   for update;
  if unfinished.id is not null then
    update public.imports i set state = 'running', mapping = import_start.mapping, total = import_start.total, updated_at = now(), finished_at = null
     where i.id = unfinished.id;
    return json_build_object('id', unfinished.id, 'resumed', true);
  end if;
  insert into public.imports (format, file_name, file_size, fingerprint, source_site, total, mapping)
  values (import_start.format, left(import_start.file_name, 300), import_start.file_size, import_start.fingerprint,
          left(coalesce(import_start.source_site, ''), 300), greatest(import_start.total, 0), import_start.mapping)
  returning * into started;
  return json_build_object('id', started.id, 'resumed', false);
end;
$function$;

revoke all on function public.import_start(text,text,bigint,text,text,integer,jsonb) from public;
grant execute on function public.import_start(text,text,bigint,text,text,integer,jsonb) to authenticated;
grant execute on function public.import_start(text,text,bigint,text,text,integer,jsonb) to service_role;
