-- Comment spam defence, in the database so the hosted project has it too:
--   * anonymous (and signed-in non-admin) writes insert one row per request;
--   * per client address: at most 5 comments a minute and 20 an hour;
--   * the same text on the same article is refused for an hour, whoever sends it;
--   * a honeypot column the comment form hides from people; bots that fill it are refused.
-- Refusals raise SQLSTATE PT429 (PostgREST answers HTTP 429) with one generic message, so a
-- bot cannot tell which rule caught it. A multi-row body raises PT400 (HTTP 400).
-- Administrators and service_role are not limited (they moderate, import, fix).

create schema if not exists private;
revoke all on schema private from public;
revoke all on schema private from anon, authenticated;

-- Who is limited -----------------------------------------------------------------------------
-- The `role` setting is the role the request switched to (PostgREST: SET LOCAL ROLE from the
-- JWT), and it stays that inside security definer functions, where current_user does not.
create or replace function private.is_limited_caller()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_setting('role', true) in ('anon', 'authenticated') and not public.is_admin();
$$;

-- One row per request ------------------------------------------------------------------------
-- PostgREST runs each request in one transaction, so a transaction-local counter per table
-- counts the rows this request inserts. It refuses the second row at once, before a large JSON
-- array body is written (a statement-level check would insert the whole body first).
create or replace function private.count_request_row(table_name text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  setting text := 'abuse.rows_' || table_name;
  inserted integer := coalesce(nullif(current_setting(setting, true), ''), '0')::integer + 1;
begin
  perform set_config(setting, inserted::text, true);
  if inserted > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'Only one row can be added per request',
      hint = 'Send one object, not an array.';
  end if;
end;
$$;

-- The client address -------------------------------------------------------------------------
-- Keyed hashes only: the address itself is never stored. The key is random per database, so a
-- stored hash cannot be reversed by hashing all 2^32 IPv4 addresses.
create table private.client_key_secret (
  singleton boolean primary key default true check (singleton),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.client_key_secret default values;
alter table private.client_key_secret enable row level security;
revoke all on private.client_key_secret from public, anon, authenticated;

-- Which header identifies the client (ARCHITECTURE.md, Security): on the hosted platform every
-- request passes Cloudflare, which sets `cf-connecting-ip` to the address that connected to it
-- and overwrites any value a client sends. `x-forwarded-for` is not safe there: Cloudflare
-- appends to what the client sent, so its first entry is whatever the client wrote. Without
-- Cloudflare (self-hosted, the local stand-in) the last `x-forwarded-for` entry is the one the
-- proxy in front of the API appended. No header at all puts the caller in one shared bucket
-- rather than exempting it.
create or replace function private.client_key()
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(
    convert_to(coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), ''),
      'unknown'
    ), 'UTF8'),
    (select s.secret from private.client_key_secret s),
    'sha256'
  )
  from (select nullif(current_setting('request.headers', true), '')::json as headers) h;
$$;

-- Accepted comments of the last hour, as keyed hashes ----------------------------------------
create table private.comment_submissions (
  client_key bytea not null,
  article_id uuid not null,
  content_hash bytea not null,
  created_at timestamptz not null default now()
);
create index comment_submissions_client_idx on private.comment_submissions (client_key, created_at);
create index comment_submissions_text_idx on private.comment_submissions (article_id, content_hash, created_at);
create index comment_submissions_created_idx on private.comment_submissions (created_at);
alter table private.comment_submissions enable row level security;
revoke all on private.comment_submissions from public, anon, authenticated;

-- The honeypot -------------------------------------------------------------------------------
-- The form sends `website` (empty for people, who never see the field). anon may write it; the
-- trigger refuses a filled one and always stores NULL, which the check makes permanent.
alter table public.comments add column website text check (website is null);
grant insert (website) on public.comments to anon, authenticated;

-- The reader's browser picks the comment id (a random UUID) so it can later ask for the status
-- of exactly its own comments (public.comment_statuses); readers still cannot read pending rows.
grant insert (id) on public.comments to anon, authenticated;

create or replace function private.refuse_comment()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = 'PT429',
    message = 'Too many comments. Try again later.';
end;
$$;

create or replace function private.guard_comment_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limited boolean := private.is_limited_caller();
  client bytea;
  text_hash bytea;
  last_minute integer;
  last_hour integer;
begin
  if limited then
    perform private.count_request_row('comments');
  end if;

  if nullif(btrim(new.website), '') is not null then
    perform private.refuse_comment();
  end if;
  new.website := null;

  if not limited then
    return new;
  end if;

  client := private.client_key();
  -- Serialise one client's inserts so parallel requests cannot all pass the same count.
  perform pg_advisory_xact_lock(7001, hashtext(encode(client, 'hex')));
  select count(*) filter (where s.created_at > now() - interval '1 minute'), count(*)
    into last_minute, last_hour
    from private.comment_submissions s
    where s.client_key = client and s.created_at > now() - interval '1 hour';
  if last_minute >= 5 or last_hour >= 20 then
    perform private.refuse_comment();
  end if;

  text_hash := extensions.digest(lower(regexp_replace(btrim(new.content), '\s+', ' ', 'g')), 'sha256');
  perform pg_advisory_xact_lock(7002, hashtext(new.article_id::text || encode(text_hash, 'hex')));
  if exists (
    select 1 from private.comment_submissions s
    where s.article_id = new.article_id and s.content_hash = text_hash
      and s.created_at > now() - interval '1 hour'
  ) then
    perform private.refuse_comment();
  end if;

  -- Forget what no rule looks at any more, a bounded batch per insert; rows another
  -- transaction is already deleting are skipped rather than waited for.
  delete from private.comment_submissions
    where ctid in (
      select s.ctid from private.comment_submissions s
      where s.created_at < now() - interval '1 hour'
      limit 100
      for update skip locked
    );
  insert into private.comment_submissions (client_key, article_id, content_hash)
    values (client, new.article_id, text_hash);
  return new;
end;
$$;

revoke all on function private.is_limited_caller(), private.count_request_row(text), private.client_key(),
  private.refuse_comment(), private.guard_comment_insert() from public, anon, authenticated;

create trigger comments_guard_insert
  before insert on public.comments
  for each row execute function private.guard_comment_insert();
