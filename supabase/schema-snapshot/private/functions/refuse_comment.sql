-- function private.refuse_comment: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.refuse_comment()
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  raise exception using
    errcode = 'PT429',
    message = 'Too many comments. Try again later.';
end;
$function$;

revoke all on function private.refuse_comment() from public;
