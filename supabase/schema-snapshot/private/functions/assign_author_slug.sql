-- function private.assign_author_slug: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.assign_author_slug()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  if new.slug is not null then
    if private.is_reserved_author_slug(new.slug) then
      raise exception 'The author slug "%" is reserved.', new.slug
        using errcode = '23514', constraint = 'admins_slug_check', table = 'admins', schema = 'public';
    end if;
    return new;
  end if;
  if new.display_name is null then
    return new;
  end if;
  -- The article slug rule, then what an author slug may not hold: underscores become hyphens,
  -- and 72 characters at most. slugify answers 'article' for a name it keeps nothing of (a name
  -- written only in other scripts): such a member is a 'writer'.
  base := btrim(regexp_replace(replace(private.slugify(new.display_name), '_', '-'), '-{2,}', '-', 'g'), '-');
  base := regexp_replace(left(base, 72), '-+$', '');
  if base = '' or (base = 'article' and position('article' in lower(new.display_name)) = 0) then
    base := 'writer';
  end if;
  -- One transaction at a time per base, held to commit, so two members named alike never race
  -- to the same slug (the unique constraint would refuse the second instead of numbering it).
  perform pg_advisory_xact_lock(7006, hashtext(base));
  candidate := base;
  while private.is_reserved_author_slug(candidate)
        or exists (select 1 from public.admins a where a.slug = candidate and a.user_id <> new.user_id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$function$;

revoke all on function private.assign_author_slug() from public;
