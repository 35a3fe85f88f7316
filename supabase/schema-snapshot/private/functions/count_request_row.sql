-- function private.count_request_row: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.count_request_row(table_name text)
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  setting text := 'abuse.rows_' || table_name;
  inserted integer := coalesce(nullif(current_setting(setting, true), ''), '0')::integer + 1;
begin
  perform set_config(setting, inserted::text, true);
  if inserted > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'Only one row can be added per request',
      hint = 'Send one object, not an array.';
  end if;
end;
$function$;

revoke all on function private.count_request_row(text) from public;
