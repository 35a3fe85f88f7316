-- function private.byline_never_email: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.byline_never_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if position('@' in new.author) > 0
     and exists (select 1 from auth.users u where u.email = lower(btrim(new.author))) then
    new.author := coalesce(
      (select w.display_name from public.authors w where w.user_id = coalesce(new.author_id, auth.uid())),
      private.site_byline());
  end if;
  return new;
end;
$function$;

revoke all on function private.byline_never_email() from public;
