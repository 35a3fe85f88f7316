-- What a second attack round found, closed in the database so the hosted project
-- has it too:
--   * an access token outlived its session: after a sign-out, or after the session was
--     refreshed, the old token still wrote for up to an hour;
--   * the comment limit keyed clients on the raw header text, so every spelling of an IPv6
--     address, and every address of a /64, had its own allowance;
--   * newsletter sign-ups had no per-client limit;
--   * the e-mail check let `;`, quotes and formula characters through to the CSV export.

set local lock_timeout = '5s';

-- Live sessions --------------------------------------------------------------------------------
-- GoTrue keeps one auth.sessions row per signed-in session and deletes it on sign-out; each
-- access token names its session (`session_id`). A refresh stamps `refreshed_at` and issues a
-- new token, so a token issued before the last refresh is stale too (a second of grace: `iat`
-- has whole seconds). security definer: only the owner may read auth.sessions.
create or replace function private.session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from auth.sessions s
     where s.id = case when c.claims ->> 'session_id' ~ '^[0-9a-f-]{36}$' then (c.claims ->> 'session_id')::uuid end
       and s.user_id = (select auth.uid())
       and (s.not_after is null or s.not_after > now())
       and (s.refreshed_at is null
            or coalesce((c.claims ->> 'iat')::numeric, 0) >= floor(extract(epoch from s.refreshed_at)) - 1)
  )
  from (select auth.jwt() as claims) c;
$$;

revoke all on function private.session_is_live() from public, anon, authenticated, service_role;
grant usage on schema private to authenticated;
grant execute on function private.session_is_live() to authenticated;

-- Every administrator's read and write goes through is_admin() (the policies on the tables and
-- on storage.objects), so a token whose session is gone stops at once everywhere.
create or replace function public.is_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = (select auth.uid()))
     and private.session_is_live();
$$;

-- A signed-in account's own writes (a comment, a subscription) need a live session too; anon
-- has no session to check (and no privilege on the check).
alter policy "comments_public_insert_pending" on public.comments to anon;
create policy "comments_signed_in_insert_pending" on public.comments
  for insert to authenticated with check (status = 'pending' and (select private.session_is_live()));
alter policy "subscribers_public_insert" on public.subscribers to anon;
create policy "subscribers_signed_in_insert" on public.subscribers
  for insert to authenticated with check ((select private.session_is_live()));

-- One key per client: canonical addresses, IPv6 by /64 -------------------------------------------
-- inet reads every spelling of an address (zeros, case, `::`) as one value. An IPv6 client
-- usually holds a whole /64, so the /64 is the client; an IPv4-mapped address is its IPv4
-- address. Text that is no address shares one bucket rather than getting one per spelling.
create or replace function private.client_address(raw text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address inet;
begin
  begin
    address := btrim(raw)::inet;
  exception when others then
    return 'invalid';
  end;
  if family(address) = 6 and address << '::ffff:0.0.0.0/96'::inet then
    address := substring(host(address) from '^::ffff:(.*)$')::inet;
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

create or replace function private.client_key()
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(
    convert_to(coalesce(
      private.client_address(coalesce(
        nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
        nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), '')
      )),
      'unknown'
    ), 'UTF8'),
    (select s.secret from private.client_key_secret s),
    'sha256'
  )
  from (select nullif(current_setting('request.headers', true), '')::json as headers) h;
$$;

revoke all on function private.client_address(text), private.client_key() from public, anon, authenticated, service_role;

-- Sign-ups per client ----------------------------------------------------------------------------
-- At most 10 an hour from one client, counted whether or not the address was already on the
-- list (otherwise the limit would tell members from strangers). The refusal is the comments'
-- neutral 429.
create table private.subscribe_attempts (
  client_key bytea not null,
  created_at timestamptz not null default now()
);
create index subscribe_attempts_client_idx on private.subscribe_attempts (client_key, created_at);
create index subscribe_attempts_created_idx on private.subscribe_attempts (created_at);
alter table private.subscribe_attempts enable row level security;
revoke all on private.subscribe_attempts from public, anon, authenticated, service_role;

-- A trigger of its own, named to fire before subscribers_normalise_email and
-- subscribers_replace_existing (BEFORE triggers fire in name order), so the attempt is counted
-- whatever the address turns out to be.
create or replace function private.limit_subscribe_attempts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client bytea;
begin
  if not private.is_limited_caller() then
    return new;
  end if;
  client := private.client_key();
  perform pg_advisory_xact_lock(7004, hashtext(encode(client, 'hex')));
  if (select count(*) from private.subscribe_attempts a
       where a.client_key = client and a.created_at > now() - interval '1 hour') >= 10 then
    raise exception using errcode = 'PT429', message = 'Too many sign-ups. Try again later.';
  end if;
  delete from private.subscribe_attempts
    where ctid in (
      select a.ctid from private.subscribe_attempts a
       where a.created_at < now() - interval '1 hour'
       limit 100
       for update skip locked
    );
  insert into private.subscribe_attempts (client_key) values (client);
  return new;
end;
$$;

revoke all on function private.limit_subscribe_attempts() from public, anon, authenticated, service_role;

create trigger subscribers_limit_per_client
  before insert on public.subscribers
  for each row execute function private.limit_subscribe_attempts();

-- One strict e-mail rule -------------------------------------------------------------------------
-- Letters, digits and `._%+-` before the @ (never first: `=`, `+`, `-` and `@` start formulas in
-- spreadsheets), then dot-separated labels of letters, digits and inner hyphens. No spaces,
-- quotes, `;` or `,`. SUBSCRIBER_EMAIL_PATTERN in src/config/site.ts, which the form checks,
-- holds the same pattern (src/config/database-facts.test.ts checks it). NOT VALID: rows already stored stay; the CSV
-- export neutralises them.
alter table public.subscribers
  add constraint subscribers_email_strict
  check (email ~ '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$')
  not valid;
