-- A site name the table's own check refuses (empty, blank, over 80 characters) is refused by that
-- check, with its own message, rather than compared with the writers' names first: a blank name's
-- page address is the fallback 'writer', which a nameless member's author row may hold, so the
-- comparison answered "A writer already has the name" for an empty field.
create or replace function private.site_name_not_a_writer()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
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

revoke all on function private.site_name_not_a_writer() from public, anon, authenticated, service_role;
