-- The newsroom's role rules in one place: private.staff_rules() lists each role, its rank and what
-- it may do (docs/security.md shows the same rows, and tests/product/role-rules.test.ts holds the
-- two equal); private.role_rank() reads a rank from it, and private.staff_may() compares ranks.
--
-- staff_may used to read `case need when 'admin' then 3 when 'editor' then 2 else 1 end`: any
-- other word, such as a typo in a future policy ('admn', 'editors'), asked only for a
-- contributor. Now a role the list does not hold has no rank, and a rule without a rank allows
-- nothing: staff_may fails closed, for the role asked for and for the role held.
--
-- A function over a VALUES list rather than a table: nothing to keep in step with a migration's
-- data, and the schema file shows the rules with the code. staff_may now runs as its owner (as
-- staff_role and session_meets_aal already did), so the API roles need no right on the list.

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
    ('admin', 3, 'also manages the team and the site settings; reads, exports and erases subscriber addresses; reads the team''s e-mail addresses');
$function$;

revoke all on function private.staff_rules() from public, anon, authenticated, service_role;

-- The rank of a role (1 contributor, 2 editor, 3 admin), or null for any other word.
create or replace function private.role_rank(role text)
 returns integer
 language sql
 immutable
 parallel safe
 set search_path to ''
as $function$
  select r.rank from private.staff_rules() r where r.role = role_rank.role;
$function$;

revoke all on function private.role_rank(text) from public, anon, authenticated, service_role;

-- Whether the caller holds `need` or a higher role, with a session that meets the two-factor
-- rule (private.session_meets_aal). An unknown `need`, or no role at all, is false.
create or replace function private.staff_may(need text)
 returns boolean
 language plpgsql
 stable
 security definer
 set search_path to ''
as $function$
declare
  needed integer := private.role_rank(need);
  held integer := private.role_rank(public.staff_role());
begin
  if needed is null or held is null or held < needed then
    return false;
  end if;
  return private.session_meets_aal();
end;
$function$;

revoke all on function private.staff_may(text) from public, anon, authenticated, service_role;
grant execute on function private.staff_may(text) to authenticated;
