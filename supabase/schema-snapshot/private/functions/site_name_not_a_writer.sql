-- function private.site_name_not_a_writer: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.site_name_not_a_writer()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if new.site_name is distinct from old.site_name
     and char_length(btrim(new.site_name)) between 1 and 80
     and exists (select 1 from public.authors a
                  where private.author_name_key(a.display_name) = private.author_name_key(new.site_name)
                     or replace(a.slug, '-', '') = replace(private.author_slug_base(new.site_name), '-', '')) then
    raise exception 'A writer already has the name "%" (or its author page address).', new.site_name
      using errcode = '23505', constraint = 'authors_name_key_idx', table = 'site_settings', schema = 'public';
  end if;
  return new;
end;
$function$;

revoke all on function private.site_name_not_a_writer() from public;
