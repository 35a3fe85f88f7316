-- function private.add_member_author: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.add_member_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.authors (user_id) values (new.user_id) on conflict (user_id) do nothing;
  return null;
end;
$function$;

revoke all on function private.add_member_author() from public;
