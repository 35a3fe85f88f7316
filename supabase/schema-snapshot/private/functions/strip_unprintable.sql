-- function private.strip_unprintable: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.strip_unprintable(value text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select regexp_replace(value, '[' ||
    '\u0001-\u001f\u007f-\u009f' ||                                   -- C0 and C1 controls, DEL
    '\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f' ||        -- soft hyphen, invisible marks and fillers
    '\u200b-\u200f\u2028-\u202e\u2060-\u206f' ||                       -- zero-width, LRM/RLM, separators, bidi controls
    '\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb' ||                  -- Hangul fillers, variation selectors, BOM
    '\ue000-\uf8ff\U000e0000-\U000e007f\U000f0000-\U0010ffff' ||       -- private use, tag characters
    ']', '', 'g')
$function$;

revoke all on function private.strip_unprintable(text) from public;
grant execute on function private.strip_unprintable(text) to authenticated;
grant execute on function private.strip_unprintable(text) to service_role;
