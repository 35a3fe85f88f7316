-- function private.is_playable_video_url: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.is_playable_video_url(url text)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  select url ~ '^https?://(?:(?:www\.|m\.)?youtube\.com/watch/?\?(?:[^#\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#]\S*)?|(?:www\.)?youtu\.be/([A-Za-z0-9_-]{11})(?:[?#]\S*)?)$';
$function$;

revoke all on function private.is_playable_video_url(text) from public;
grant execute on function private.is_playable_video_url(text) to authenticated;
grant execute on function private.is_playable_video_url(text) to service_role;
