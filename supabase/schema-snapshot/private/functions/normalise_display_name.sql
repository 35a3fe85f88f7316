-- function private.normalise_display_name: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.normalise_display_name()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  -- Blank clears the name (the byline falls back to the e-mail). Tabs, newlines and no-break
  -- spaces become one space.
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  if new.display_name is not null and not private.is_printable_name(new.display_name) then
    raise exception 'A display name must be printable text: no control, zero-width or text-direction characters.'
      using errcode = '23514', constraint = 'admins_display_name_printable', table = 'admins', schema = 'public';
  end if;
  if char_length(new.display_name) > 80 then
    raise exception 'A display name can be at most 80 characters long.'
      using errcode = '23514', constraint = 'admins_display_name_printable', table = 'admins', schema = 'public';
  end if;
  return new;
end;
$function$;

revoke all on function private.normalise_display_name() from public;
