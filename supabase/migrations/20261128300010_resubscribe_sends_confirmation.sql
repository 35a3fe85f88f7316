-- Subscribing again after unsubscribing sends a new confirmation.
--
-- Until now an unsubscribed address that subscribed again was silently left unsubscribed: the
-- reader saw the form's success and never heard back. Now it is mailed a new "Confirm your
-- subscription" (at most once an hour, like a pending address) and stays unsubscribed, so it gets
-- no newsletter, until that link is opened. Opening it is the owner's fresh consent; nothing else
-- re-subscribes an address. The form still answers the same whatever the address (new, pending,
-- confirmed, unsubscribed): the only difference is the e-mail, which reaches the address's owner
-- alone. The per-client limit (private.limit_subscribe_attempts) is unchanged.
--
-- A link sent before the unsubscribe never re-subscribes: unsubscribing clears the token hash
-- (public.unsubscribe_newsletter), and confirm_subscription also wants the link to be newer than
-- the unsubscribe.

create or replace function private.guard_subscriber_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing public.subscribers%rowtype;
  coming_back boolean := false;
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
    coming_back := existing.status = 'unsubscribed';
  end if;

  -- Pending: a confirmation, again at most once an hour. An unsubscribed address asking to come
  -- back: one at once (unsubscribing voided the last link), then at most once an hour. A
  -- confirmed address needs none (it is subscribed); a row inserted as unsubscribed (an import's
  -- suppressed address) is never mailed.
  if (new.status = 'pending' and (new.confirm_sent_at is null or new.confirm_sent_at < now() - interval '1 hour'))
     or (coming_back and (new.confirm_token_hash is null or new.confirm_sent_at < now() - interval '1 hour')) then
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
  -- Opening the link twice confirms twice; a link older than a week, or one sent before the
  -- address unsubscribed, no longer confirms. A link sent after the unsubscribe (the reader
  -- subscribed again) confirms anew.
  update public.subscribers s
     set status = 'confirmed',
         confirmed_at = case when s.status = 'unsubscribed' then now() else coalesce(s.confirmed_at, now()) end,
         unsubscribed_at = null
   where s.confirm_token_hash = private.mail_token_hash(token)
     and s.confirm_sent_at > now() - interval '7 days'
     and (s.status in ('pending', 'confirmed')
          or (s.status = 'unsubscribed' and s.confirm_sent_at > coalesce(s.unsubscribed_at, '-infinity'::timestamptz)))
  returning s.id into hit;
  return json_build_object('confirmed', hit is not null);
end;
$$;

revoke all on function public.confirm_subscription(text) from public, anon, authenticated, service_role;
grant execute on function public.confirm_subscription(text) to anon, authenticated, service_role;

-- The sender cancels a confirmation whose address no longer waits for one: now pending, or
-- unsubscribed with a live token (asked to come back), still do.
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
               select 1 from public.subscribers s
                where s.email = o.email
                  and (s.status = 'pending' or (s.status = 'unsubscribed' and s.confirm_token_hash is not null))) then 'cancelled'
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

revoke all on function public.mail_outbox_claim(integer, integer) from public, anon, authenticated, service_role;
grant execute on function public.mail_outbox_claim(integer, integer) to service_role;
