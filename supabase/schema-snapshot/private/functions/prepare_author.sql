-- function private.prepare_author: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.prepare_author()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  site text := private.site_byline();
  site_slug text := private.author_slug_base(private.site_byline());
  base text;
  candidate text;
  n integer := 1;
begin
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  if new.display_name is not null then
    if not private.is_printable_name(new.display_name) then
      raise exception 'A display name must be printable text: no control, zero-width or text-direction characters.'
        using errcode = '23514', constraint = 'authors_display_name_printable', table = 'authors', schema = 'public';
    end if;
    if char_length(new.display_name) > 80 then
      raise exception 'A display name can be at most 80 characters long.'
        using errcode = '23514', constraint = 'authors_display_name_printable', table = 'authors', schema = 'public';
    end if;
    if private.author_name_key(new.display_name) = private.author_name_key(site) then
      raise exception 'A byline cannot be the site''s name, "%".', site
        using errcode = '23505', constraint = 'authors_name_key_idx', table = 'authors', schema = 'public';
    end if;
    -- One transaction at a time per name, held to commit, so the check below sees a namesake
    -- another transaction is adding (the unique index would refuse it anyway, in fewer words).
    perform pg_advisory_xact_lock(7008, hashtext(private.author_name_key(new.display_name)));
    if exists (select 1 from public.authors a
                where private.author_name_key(a.display_name) = private.author_name_key(new.display_name)
                  and a.id <> new.id) then
      raise exception 'Another writer already has the byline "%" (names are compared without case, accents or spaces).', new.display_name
        using errcode = '23505', constraint = 'authors_name_key_idx', table = 'authors', schema = 'public';
    end if;
  end if;

  if new.slug is not null then
    if tg_op = 'UPDATE' and new.slug is not distinct from old.slug then
      return new;
    end if;
    if private.is_reserved_author_slug(new.slug) then
      raise exception 'The author slug "%" is reserved.', new.slug
        using errcode = '23514', constraint = 'authors_slug_check', table = 'authors', schema = 'public';
    end if;
    if replace(new.slug, '-', '') = replace(site_slug, '-', '') then
      raise exception 'The author slug "%" is the site''s own.', new.slug
        using errcode = '23505', constraint = 'authors_slug_letters_idx', table = 'authors', schema = 'public';
    end if;
    if exists (select 1 from public.authors a where replace(a.slug, '-', '') = replace(new.slug, '-', '') and a.id <> new.id) then
      raise exception 'Another writer already has the author slug "%".', new.slug
        using errcode = '23505', constraint = 'authors_slug_letters_idx', table = 'authors', schema = 'public';
    end if;
    return new;
  end if;
  if new.display_name is null then
    return new;
  end if;
  base := private.author_slug_base(new.display_name);
  perform pg_advisory_xact_lock(7006, hashtext(replace(base, '-', '')));
  candidate := base;
  while private.is_reserved_author_slug(candidate)
        or replace(candidate, '-', '') = replace(site_slug, '-', '')
        or exists (select 1 from public.authors a where replace(a.slug, '-', '') = replace(candidate, '-', '') and a.id <> new.id) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end;
$function$;

revoke all on function private.prepare_author() from public;
