-- function private.link_member_author: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.link_member_author(member uuid, name text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  clean text := nullif(btrim(regexp_replace(name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  writer public.authors%rowtype;
  own public.authors%rowtype;
begin
  if clean is null then
    return null;
  end if;
  select w.* into writer from public.authors w where private.author_name_key(w.display_name) = private.author_name_key(clean);
  select w.* into own from public.authors w where w.user_id = member;
  if writer.id is not null and writer.user_id = member then
    return writer.id;
  end if;
  if writer.id is not null and writer.user_id is null then
    if own.id is not null then
      if own.display_name is not null or exists (select 1 from public.articles a where a.byline_id = own.id) then
        raise exception 'This member already writes as "%".', own.display_name using errcode = '23505';
      end if;
      delete from public.authors w where w.id = own.id;
    end if;
    update public.authors w set user_id = member where w.id = writer.id;
    update public.articles a set author_id = member where a.byline_id = writer.id and a.author_id is null;
    return writer.id;
  end if;
  if own.id is null then
    insert into public.authors (user_id, display_name) values (member, clean) returning * into own;
  else
    update public.authors w set display_name = clean where w.id = own.id returning * into own;
  end if;
  return own.id;
end;
$function$;

revoke all on function private.link_member_author(uuid,text) from public;
