-- The dashboard's Settings tab (administrators): the site's name, which every e-mail the sender
-- sends goes out under; the reply-to address; the postal address every newsletter carries; the
-- two-factor requirement. The database checks each value (the form checks them too, to say why),
-- records every change, and refuses to send a newsletter without the postal address.

set local lock_timeout = '5s';

-- Values ----------------------------------------------------------------------------------------
-- The name is an e-mail's display name (From: "<name>" <address>): one line, no control
-- characters, no surrounding blanks. The postal address may span lines, nothing else unprintable.
alter table public.site_settings
  add column reply_to text not null default ''
    constraint site_settings_reply_to_check check (
      reply_to = ''
      or (char_length(reply_to) <= 254
          and reply_to ~* '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$')),
  add constraint site_settings_site_name_printable check (site_name = btrim(site_name) and site_name !~ '[[:cntrl:]]'),
  add constraint site_settings_postal_address_printable check (
    postal_address = btrim(postal_address) and postal_address !~ '[\x01-\x09\x0b-\x1f\x7f]');

grant update (reply_to) on table public.site_settings to authenticated;

-- Who changed what, and when ------------------------------------------------------------------------
-- An administrator's write to the settings is kept with its author and the values before and
-- after, out of the API's reach (read it in the SQL editor). A trigger writes it, so a change made
-- any way (dashboard, API, SQL) is recorded; the SQL editor's own changes have no author.
create table private.site_settings_changes (
  id bigint generated always as identity primary key,
  changed_at timestamptz not null default now(),
  changed_by uuid,
  -- { "<column>": { "from": …, "to": … } } for each column that changed.
  changes jsonb not null
);
alter table private.site_settings_changes enable row level security;
revoke all on private.site_settings_changes from public, anon, authenticated, service_role;

create or replace function private.record_site_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb := to_jsonb(old) - 'updated_at';
  after jsonb := to_jsonb(new) - 'updated_at';
  diff jsonb;
begin
  select coalesce(jsonb_object_agg(a.key, jsonb_build_object('from', before -> a.key, 'to', a.value)), '{}'::jsonb)
    into diff
    from jsonb_each(after) a
   where a.value is distinct from before -> a.key;
  if diff = '{}'::jsonb then
    return new;
  end if;
  new.updated_at := now();
  insert into private.site_settings_changes (changed_by, changes) values (auth.uid(), diff);
  return new;
end;
$$;
revoke all on function private.record_site_settings_change() from public, anon, authenticated, service_role;

-- Named after site_settings_guard_require_two_factor, so a refused change is not recorded.
create trigger site_settings_record_change before update on public.site_settings
  for each row execute function private.record_site_settings_change();

-- What the sender needs (service_role only) ----------------------------------------------------------
create or replace function public.mail_sender()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select json_build_object('site_name', s.site_name, 'reply_to', nullif(s.reply_to, '')) from public.site_settings s limit 1),
    json_build_object('site_name', 'The Daily Opinion', 'reply_to', null));
$$;
revoke all on function public.mail_sender() from public, anon, authenticated, service_role;
grant execute on function public.mail_sender() to service_role;

-- No newsletter without the postal address ------------------------------------------------------------
-- CAN-SPAM wants one in every commercial message: until an administrator has set it, sending is
-- refused (the Newsletter tab says so first and links to Settings). A test to oneself still goes.
create or replace function public.send_newsletter_issue(issue_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  issue public.newsletter_issues%rowtype;
  queued integer;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to send newsletters' using errcode = '42501';
  end if;
  select * into issue from public.newsletter_issues i where i.id = send_newsletter_issue.issue_id for update;
  if not found then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  if issue.state <> 'draft' then
    -- Already sending or sent: a second click (or a second tab) queues nothing more.
    return json_build_object('state', issue.state, 'recipients', issue.recipients);
  end if;
  if char_length(btrim(issue.subject)) = 0 then
    raise exception 'a newsletter needs a subject' using errcode = '22023';
  end if;
  if coalesce((select char_length(btrim(s.postal_address)) from public.site_settings s limit 1), 0) = 0 then
    raise exception 'a newsletter needs the postal address: an administrator sets it in Settings' using errcode = '22023';
  end if;

  insert into private.mail_outbox (kind, issue_id, email, payload, unsubscribe_token_hash)
  select 'newsletter', issue.id, t.email, jsonb_build_object('token', t.token), private.mail_token_hash(t.token)
    -- A volatile call in the select list runs once per row: every recipient its own token.
    from (select s.email, private.new_mail_token() as token from public.subscribers s where s.status = 'confirmed') t
  on conflict (issue_id, email) where kind = 'newsletter' do nothing;
  get diagnostics queued = row_count;

  update public.newsletter_issues i
     set state = 'sending', content = private.newsletter_articles(issue.article_ids), recipients = queued,
         sending_at = now()
   where i.id = issue.id;
  return json_build_object('state', 'sending', 'recipients', queued);
end;
$$;

revoke all on function public.send_newsletter_issue(uuid) from public, anon, authenticated, service_role;
grant execute on function public.send_newsletter_issue(uuid) to authenticated;
