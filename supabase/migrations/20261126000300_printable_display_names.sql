-- Display names are bylines readers see: printable text of at most 80 characters.
-- Refused: control characters, bidirectional overrides, embeddings and isolates (which turn
-- "evil.com/txt" into "txt/moc.live" on screen), zero-width and other invisible characters
-- (which make two names look alike, or a name look empty), line and paragraph separators and
-- private-use characters (which show differently in every font). Runs of spaces collapse and
-- the ends are trimmed (the trigger), so what is stored is what is shown.

set local lock_timeout = '5s';

-- The one list of refused characters.
create or replace function private.strip_unprintable(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(value, '[' ||
    '\u0001-\u001f\u007f-\u009f' ||                                   -- C0 and C1 controls, DEL
    '\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f' ||        -- soft hyphen, invisible marks and fillers
    '\u200b-\u200f\u2028-\u202e\u2060-\u206f' ||                       -- zero-width, LRM/RLM, separators, bidi controls
    '\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb' ||                  -- Hangul fillers, variation selectors, BOM
    '\ue000-\uf8ff\U000e0000-\U000e007f\U000f0000-\U0010ffff' ||       -- private use, tag characters
    ']', '', 'g')
$$;

create or replace function private.is_printable_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value = private.strip_unprintable(value)
$$;

-- A check constraint runs its functions as the writer: the roles that may write admins rows.
revoke all on function private.strip_unprintable(text) from public, anon, authenticated, service_role;
revoke all on function private.is_printable_name(text) from public, anon, authenticated, service_role;
grant execute on function private.strip_unprintable(text) to authenticated, service_role;
grant execute on function private.is_printable_name(text) to authenticated, service_role;

-- The trigger that trims now also refuses in words a name the constraint below would refuse.
create or replace function private.normalise_display_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Blank clears the name (the byline falls back to the e-mail). Tabs, newlines and no-break
  -- spaces become one space.
  new.display_name := nullif(btrim(regexp_replace(new.display_name, '[ \t\n\r\f\v\u00a0]+', ' ', 'g')), '');
  if new.display_name is not null and not private.is_printable_name(new.display_name) then
    raise exception 'A display name must be printable text: no control, zero-width or text-direction characters.'
      using errcode = '23514', constraint = 'admins_display_name_printable', table = 'admins', schema = 'public';
  end if;
  if char_length(new.display_name) > 80 then
    raise exception 'A display name can be at most 80 characters long.'
      using errcode = '23514', constraint = 'admins_display_name_printable', table = 'admins', schema = 'public';
  end if;
  return new;
end;
$$;
revoke all on function private.normalise_display_name() from public, anon, authenticated, service_role;

-- Names stored before this rule lose the characters it refuses (the trigger trims what is left).
update public.admins
   set display_name = private.strip_unprintable(display_name)
 where not private.is_printable_name(display_name);

-- The rule itself, whatever writes the row.
alter table public.admins
  add constraint admins_display_name_printable
  check (display_name is null
         or (char_length(display_name) between 1 and 80
             and display_name = btrim(display_name)
             and private.is_printable_name(display_name)));
