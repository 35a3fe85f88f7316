-- function private.require_import: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.require_import(import_id uuid)
 RETURNS public.imports
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  found public.imports;
begin
  if not private.may_import() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  select i.* into found from public.imports i where i.id = require_import.import_id;
  if found.id is null then
    raise exception 'no import %', require_import.import_id using errcode = 'P0002';
  end if;
  return found;
end;
$function$;

revoke all on function private.require_import(uuid) from public;
