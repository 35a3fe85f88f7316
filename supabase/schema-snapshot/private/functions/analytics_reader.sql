-- function private.analytics_reader: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.analytics_reader()
 RETURNS void
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
begin
  if not coalesce(private.staff_may('editor'), false) then
    raise exception 'only editors and administrators read analytics' using errcode = '42501';
  end if;
end;
$function$;

revoke all on function private.analytics_reader() from public;
