-- function public.import_images: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_images(import_id uuid, sets text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_import(import_images.import_id);
  insert into private.import_items (kind, source_key, import_id)
  select 'image', s, import_images.import_id from unnest(import_images.sets[1:1000]) s
   where s ~ '^[A-Za-z0-9._-]+$' and char_length(s) <= 300
  on conflict do nothing;
end;
$function$;

revoke all on function public.import_images(uuid,text[]) from public;
grant execute on function public.import_images(uuid,text[]) to authenticated;
grant execute on function public.import_images(uuid,text[]) to service_role;
