-- function private.staff_rules: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.staff_rules()
 RETURNS TABLE(role text, rank integer, may text)
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
 SET search_path TO ''
AS $function$
  values
    ('contributor'::text, 1, 'writes drafts of their own and submits them for review; edits their own byline and bio; reads the team and the site settings'::text),
    ('editor', 2, 'also publishes, schedules, features and edits every article; runs videos, comments and newsletters; sees how many subscribers there are in each state, never their addresses'),
    ('admin', 3, 'also manages the team and the site settings; reads, exports and erases subscriber addresses; reads the team''s e-mail addresses; imports archives and undoes imports');
$function$;

revoke all on function private.staff_rules() from public;
