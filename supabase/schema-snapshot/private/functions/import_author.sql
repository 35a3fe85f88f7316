-- function private.import_author: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.import_author(import_id uuid, author_key text, name text, email text, bio text)
 RETURNS uuid
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  clean text := left(nullif(btrim(regexp_replace(coalesce(name, ''), '[[:space:]]+', ' ', 'g')), ''), 80);
  writer uuid;
  n integer := 1;
  candidate text;
begin
  select t.target_id into writer from private.import_items t
   where t.kind = 'author' and t.source_key = import_author.author_key
     and exists (select 1 from public.authors w where w.id = t.target_id);
  if writer is not null then
    return writer;
  end if;
  if nullif(btrim(email), '') is not null then
    select w.id into writer from public.authors w join auth.users u on u.id = w.user_id
     where lower(u.email) = lower(btrim(import_author.email)) and w.display_name is not null;
  end if;
  if writer is null and clean is not null and private.is_printable_name(clean) then
    select w.id into writer from public.authors w where private.author_name_key(w.display_name) = private.author_name_key(clean);
  end if;
  if writer is not null then
    insert into private.import_items (kind, source_key, import_id, target_id, created)
    values ('author', import_author.author_key, import_author.import_id, writer, false)
    on conflict (kind, source_key) do update set target_id = excluded.target_id;
    return writer;
  end if;
  if clean is null or not private.is_printable_name(clean) then
    return null;
  end if;
  candidate := clean;
  loop
    begin
      insert into public.authors (display_name, bio) values (candidate, left(nullif(btrim(bio), ''), 400)) returning id into writer;
      exit;
    exception when unique_violation then
      n := n + 1;
      if n > 20 then
        return null;
      end if;
      candidate := left(clean, 74) || ' (' || n || ')';
    end;
  end loop;
  insert into private.import_items (kind, source_key, import_id, target_id, created)
  values ('author', import_author.author_key, import_author.import_id, writer, true)
  on conflict (kind, source_key) do update set target_id = excluded.target_id;
  return writer;
end;
$function$;

revoke all on function private.import_author(uuid,text,text,text,text) from public;
