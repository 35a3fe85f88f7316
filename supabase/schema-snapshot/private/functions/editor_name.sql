-- function private.editor_name: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.editor_name(user_id uuid)
 RETURNS text
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select case when editor_name.user_id is not null then coalesce(
    (select w.display_name from public.authors w where w.user_id = editor_name.user_id),
    (select s.site_name from public.site_settings s),
    'The Daily Opinion'
  ) end;
$function$;

revoke all on function private.editor_name(uuid) from public;
