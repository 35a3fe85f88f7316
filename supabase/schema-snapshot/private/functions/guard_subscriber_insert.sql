-- function private.guard_subscriber_insert: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.guard_subscriber_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.guard_subscriber_insert() from public;
