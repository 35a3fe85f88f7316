-- Subscribing answers the same whether or not the address is already on the list:
-- the old 409 told anyone whether an address was subscribed.
--
-- An insert of an address that is already there replaces that row with an identical one (same
-- id, same created_at) instead of being skipped, so even `Prefer: count=exact` reports one
-- inserted row either way and the table still holds one row per address. Inserts of one
-- address are serialised, so concurrent duplicates cannot reach the unique index and turn
-- into a 409 either (READ COMMITTED, PostgREST's default: the second insert sees the first
-- once it has the lock). Limited callers insert one row per request, as for comments.

create or replace function private.guard_subscriber_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.subscribers%rowtype;
begin
  if private.is_limited_caller() then
    perform private.count_request_row('subscribers');
  end if;

  -- subscribers_normalise_email (alphabetically earlier) has trimmed and lower-cased it.
  perform pg_advisory_xact_lock(7003, hashtext(new.email));
  delete from public.subscribers s where s.email = new.email returning s.* into existing;
  if found then
    new.id := existing.id;
    new.created_at := existing.created_at;
  end if;
  return new;
end;
$$;

revoke all on function private.guard_subscriber_insert() from public, anon, authenticated;

create trigger subscribers_replace_existing
  before insert on public.subscribers
  for each row execute function private.guard_subscriber_insert();
