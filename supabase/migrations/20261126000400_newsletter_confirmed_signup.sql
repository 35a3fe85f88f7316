-- Confirmed sign-up and the mail outbox.
--
-- A subscription is pending until the link in its "Confirm your subscription" e-mail is opened;
-- only confirmed addresses get newsletters; an unsubscribed address is suppressed for good (the
-- public form never mails it again). Tokens are 244 random bits (two v4 UUIDs); only their
-- SHA-256 is stored on the subscriber, the clear token only in the outbox row of the message
-- that carries it, until that message is sent.
--
-- Every message is a row of private.mail_outbox before it is a send: the sender (the send-mail
-- Edge Function, run by Supabase Cron on hosted and by the local backend's scheduler locally)
-- claims due rows in batches with FOR UPDATE SKIP LOCKED, sends them over SMTP and reports each
-- one. A claim is a lease: a sender killed mid-batch leaves rows whose lease runs out, and the
-- next run sends them again (at most that batch twice, nothing lost).

-- Subscribers' state -----------------------------------------------------------------------------
-- The addresses already on the list joined before confirmation existed; they stay subscribed
-- (confirmed as of their sign-up) rather than being dropped after a week without being asked.
alter table public.subscribers
  add column status text not null default 'confirmed'
    check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column confirm_token_hash bytea,
  add column confirm_sent_at timestamptz;
update public.subscribers set confirmed_at = created_at;
alter table public.subscribers alter column status set default 'pending';

create index subscribers_confirm_token_idx on public.subscribers (confirm_token_hash) where confirm_token_hash is not null;
-- Expiry sweeps the oldest pending rows.
create index subscribers_pending_idx on public.subscribers (confirm_sent_at) where status = 'pending';
-- The sender's "still confirmed?" check and the newsletter's recipient list.
create index subscribers_confirmed_idx on public.subscribers (email) where status = 'confirmed';

-- The outbox -------------------------------------------------------------------------------------
create table private.mail_outbox (
  id bigint generated always as identity primary key,
  -- confirm: "Confirm your subscription"; newsletter: an issue to a subscriber; test: an issue to
  -- the signed-in editor who asked for a test.
  kind text not null check (kind in ('confirm', 'newsletter', 'test')),
  issue_id uuid,
  email text not null,
  -- What the template needs beyond the issue, e.g. the clear token, removed once sent.
  payload jsonb not null default '{}'::jsonb,
  -- SHA-256 of the unsubscribe token a newsletter carries (List-Unsubscribe and the footer link).
  unsubscribe_token_hash bytea,
  state text not null default 'queued' check (state in ('queued', 'sending', 'sent', 'failed', 'cancelled')),
  attempts integer not null default 0,
  -- queued: when it may be tried; sending: when its lease runs out and another sender may take it.
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index mail_outbox_issue_email_key on private.mail_outbox (issue_id, email) where kind = 'newsletter';
create index mail_outbox_due_idx on private.mail_outbox (next_attempt_at) where state in ('queued', 'sending');
create index mail_outbox_unsubscribe_idx on private.mail_outbox (unsubscribe_token_hash) where unsubscribe_token_hash is not null;
create index mail_outbox_email_idx on private.mail_outbox (email);
create index mail_outbox_issue_state_idx on private.mail_outbox (issue_id, state) where issue_id is not null;
alter table private.mail_outbox enable row level security;
revoke all on private.mail_outbox from public, anon, authenticated, service_role;

-- A token: 2 × 122 random bits from the server's CSPRNG, as 64 hex digits.
create or replace function private.new_mail_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'hex');
$$;

create or replace function private.mail_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(coalesce(token, ''), 'UTF8'));
$$;
revoke all on function private.new_mail_token(), private.mail_token_hash(text) from public, anon, authenticated, service_role;

-- Subscribing ------------------------------------------------------------------------------------
-- Still one answer whatever the address (the row is replaced by one with the same id and state),
-- now also: a pending address gets a confirmation e-mail, again at most once an hour, with a new
-- token; a confirmed address gets nothing (it is already subscribed); an unsubscribed one stays
-- suppressed and is never mailed by this form.
create or replace function private.guard_subscriber_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.subscribers%rowtype;
  token text;
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
    new.status := existing.status;
    new.confirmed_at := existing.confirmed_at;
    new.unsubscribed_at := existing.unsubscribed_at;
    new.confirm_token_hash := existing.confirm_token_hash;
    new.confirm_sent_at := existing.confirm_sent_at;
  end if;

  if new.status = 'pending' and (new.confirm_sent_at is null or new.confirm_sent_at < now() - interval '1 hour') then
    token := private.new_mail_token();
    new.confirm_token_hash := private.mail_token_hash(token);
    new.confirm_sent_at := now();
    -- An older confirmation still waiting is replaced: its token no longer works.
    update private.mail_outbox o set state = 'cancelled', payload = '{}'::jsonb
     where o.email = new.email and o.kind = 'confirm' and o.state = 'queued';
    insert into private.mail_outbox (kind, email, payload) values ('confirm', new.email, jsonb_build_object('token', token));
  end if;
  return new;
end;
$$;

revoke all on function private.guard_subscriber_insert() from public, anon, authenticated;

-- Confirming and unsubscribing (the token is the credential) ------------------------------------
-- Both answer one json value, the same shape whether or not the token matched anything, so they
-- tell nothing about other addresses; a token acts on its own address only.
create or replace function public.confirm_subscription(token text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  hit uuid;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return json_build_object('confirmed', false);
  end if;
  -- Opening the link twice confirms twice; a link older than a week, or an address that has
  -- unsubscribed since, no longer confirms.
  update public.subscribers s
     set status = 'confirmed', confirmed_at = coalesce(s.confirmed_at, now())
   where s.confirm_token_hash = private.mail_token_hash(token)
     and s.status in ('pending', 'confirmed')
     and s.confirm_sent_at > now() - interval '7 days'
  returning s.id into hit;
  return json_build_object('confirmed', hit is not null);
end;
$$;

create or replace function public.unsubscribe_newsletter(token text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return json_build_object('unsubscribed', false);
  end if;
  select o.email into address from private.mail_outbox o
   where o.unsubscribe_token_hash = private.mail_token_hash(token)
   limit 1;
  if address is null then
    return json_build_object('unsubscribed', false);
  end if;
  update public.subscribers s
     set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, now()), confirm_token_hash = null
   where s.email = address;
  -- Nothing still waiting goes out to it: stopped at once, not after the queue drains.
  update private.mail_outbox o set state = 'cancelled', payload = '{}'::jsonb
   where o.email = address and o.state in ('queued', 'sending') and o.kind <> 'test';
  return json_build_object('unsubscribed', true);
end;
$$;

revoke all on function public.confirm_subscription(text), public.unsubscribe_newsletter(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_subscription(text), public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

-- The sender's side (service_role only) ----------------------------------------------------------
-- Claims up to batch_size due messages: rows whose address may no longer receive them
-- (unsubscribed, erased, a confirmation for an address no longer pending) are cancelled instead.
-- Also expires pending sign-ups whose last confirmation is older than a week, a few at a time.
create or replace function public.mail_outbox_claim(batch_size integer default 50, lease_seconds integer default 120)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed json;
begin
  delete from public.subscribers s
   where s.id in (
     select p.id from public.subscribers p
      where p.status = 'pending' and p.confirm_sent_at < now() - interval '7 days'
      limit 100
      for update skip locked
   );

  with due as (
    select o.id from private.mail_outbox o
     where o.state in ('queued', 'sending') and o.next_attempt_at <= now()
     order by o.next_attempt_at
     limit least(greatest(batch_size, 1), 500)
     for update skip locked
  ),
  taken as (
    update private.mail_outbox o
       set state = case
             when o.kind = 'newsletter' and not exists (
               select 1 from public.subscribers s where s.email = o.email and s.status = 'confirmed') then 'cancelled'
             when o.kind = 'confirm' and not exists (
               select 1 from public.subscribers s where s.email = o.email and s.status = 'pending') then 'cancelled'
             else 'sending' end,
           attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
      from due
     where o.id = due.id
    returning o.id, o.kind, o.issue_id, o.email, o.payload, o.attempts, o.state
  )
  select coalesce(json_agg(json_build_object(
           'id', t.id, 'kind', t.kind, 'issue_id', t.issue_id, 'email', t.email, 'payload', t.payload, 'attempts', t.attempts)
           order by t.id), '[]'::json)
    into claimed
    from taken t
   where t.state = 'sending';
  return claimed;
end;
$$;

-- Reports a batch: [{ "id": 1, "ok": true } | { "id": 2, "ok": false, "permanent": bool, "error": "…" }].
-- A temporary failure waits 30 s, 1, 2, 4 … minutes (at most an hour) and gives up after 10
-- attempts; a permanent one (5xx, a refused address) is recorded and never retried. Only rows
-- still in this sender's hands change: an unsubscribe in the meantime stays cancelled.
create or replace function public.mail_outbox_report(results json)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  with r as (
    select (e ->> 'id')::bigint as id, coalesce((e ->> 'ok')::boolean, false) as ok,
           coalesce((e ->> 'permanent')::boolean, false) as permanent, left(e ->> 'error', 500) as error
      from json_array_elements(results) e
  )
  update private.mail_outbox o
     set state = case when r.ok then 'sent' when r.permanent or o.attempts >= 10 then 'failed' else 'queued' end,
         sent_at = case when r.ok then now() else o.sent_at end,
         last_error = case when r.ok then o.last_error else r.error end,
         payload = case when r.ok or r.permanent or o.attempts >= 10 then o.payload - 'token' else o.payload end,
         next_attempt_at = case when r.ok then o.next_attempt_at
                                else now() + least(interval '30 seconds' * power(2, o.attempts - 1), interval '1 hour') end
    from r
   where o.id = r.id and o.state = 'sending';
  get diagnostics changed = row_count;
  return json_build_object('updated', changed);
end;
$$;

revoke all on function public.mail_outbox_claim(integer, integer), public.mail_outbox_report(json) from public, anon, authenticated, service_role;
grant execute on function public.mail_outbox_claim(integer, integer), public.mail_outbox_report(json) to service_role;

-- Hosted: Supabase Cron runs the sender -----------------------------------------------------------
-- Where pg_cron and pg_net are enabled (Database → Extensions), every 10 seconds pg_net POSTs to
-- the send-mail function with the project URL and a key kept in Vault (see the README); without
-- them (the local backend, which runs its own scheduler) nothing is scheduled.
do $cron$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    perform cron.schedule('send-mail', '10 seconds', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-mail',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'mail_sender_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000)
    $job$);
  end if;
end
$cron$;
