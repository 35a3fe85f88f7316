-- The team keeps at least one administrator even when two administrators demote (or remove) each
-- other at the same moment. The trigger read the other rows without a lock: each transaction saw
-- the other administrator still there, both committed, and the site had none.
--
-- Now every change that takes an administrator away waits for the previous one to commit (one
-- transaction-scoped advisory lock for the whole team) before it looks. Under READ COMMITTED
-- (PostgREST's, and every API request's) each statement of this volatile function takes a fresh
-- snapshot, so the look sees the change just committed and the second change is refused.
-- SERIALIZABLE transactions are protected by PostgreSQL itself (this is write skew, which it
-- detects). A REPEATABLE READ transaction keeps its first snapshot, so it also locks the rows it
-- counts: a row another transaction changed since then fails with a serialization error rather
-- than passing as it was. No row lock under READ COMMITTED: a concurrent removal holds its row
-- and waits for the advisory lock, and the two would deadlock.

set local lock_timeout = '5s';

create or replace function private.keep_an_administrator()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if auth.uid() is null or old.role <> 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return null;
  end if;
  perform pg_advisory_xact_lock(7007, 0);
  if current_setting('transaction_isolation') = 'repeatable read' then
    perform 1 from public.admins a where a.role = 'admin' for key share;
  end if;
  if not exists (select 1 from public.admins a where a.role = 'admin') then
    raise exception 'the team needs at least one administrator' using errcode = '42501';
  end if;
  return null;
end;
$function$;

revoke all on function private.keep_an_administrator() from public, anon, authenticated, service_role;
