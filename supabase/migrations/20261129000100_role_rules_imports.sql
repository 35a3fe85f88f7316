-- The list of who may do what names archive imports: administrators import archives and undo
-- imports (the import functions check for an administrator). Only the text changes; the
-- ranks, and so every rule that reads them, stay as they were.

set local lock_timeout = '5s';

create or replace function private.staff_rules()
 returns table(role text, rank integer, may text)
 language sql
 immutable
 parallel safe
 set search_path to ''
as $function$
  values
    ('contributor'::text, 1, 'writes drafts of their own and submits them for review; edits their own byline and bio; reads the team and the site settings'::text),
    ('editor', 2, 'also publishes, schedules, features and edits every article; runs videos, comments and newsletters; sees how many subscribers there are in each state, never their addresses'),
    ('admin', 3, 'also manages the team and the site settings; reads, exports and erases subscriber addresses; reads the team''s e-mail addresses; imports archives and undoes imports');
$function$;

revoke all on function private.staff_rules() from public, anon, authenticated, service_role;
