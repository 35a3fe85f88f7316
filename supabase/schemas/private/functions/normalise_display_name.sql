-- function private.normalise_display_name: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.normalise_display_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Blank clears the name (the byline falls back to the e-mail).
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '\s+', ' ', 'g')), '');
  return new;
end;
$function$;

revoke all on function private.normalise_display_name() from public;
