-- function private.stamp_autosave: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.stamp_autosave()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.saved_by := auth.uid();
  new.saved_at := now();
  return new;
end;
$function$;

revoke all on function private.stamp_autosave() from public;
