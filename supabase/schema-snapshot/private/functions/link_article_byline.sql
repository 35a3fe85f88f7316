-- function private.link_article_byline: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.link_article_byline()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  caller uuid := auth.uid();
  key text;
  writer public.authors%rowtype;
begin
  if tg_op = 'UPDATE' and new.author is not distinct from old.author and new.byline_id is not distinct from old.byline_id then
    return new;
  end if;
  if caller is null then
    if new.byline_id is not null and (tg_op = 'INSERT' or new.byline_id is distinct from old.byline_id) then
      select w.* into writer from public.authors w where w.id = new.byline_id;
      new.author := coalesce(writer.display_name, new.author);
    end if;
    return new;
  end if;

  new.byline_id := null;
  key := private.author_name_key(new.author);
  if key is null or key = private.author_name_key(private.site_byline()) then
    return new;
  end if;
  select w.* into writer from public.authors w where private.author_name_key(w.display_name) = key;
  if writer.id is null or (writer.user_id is distinct from caller and not private.staff_may('editor')) then
    return new;
  end if;
  new.byline_id := writer.id;
  new.author := writer.display_name;
  return new;
end;
$function$;

revoke all on function private.link_article_byline() from public;
