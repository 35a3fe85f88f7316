-- Newsletter issues, sent from the dashboard through the mail outbox.
--
--   * public.newsletter_issues: what an editor composes (subject, intro, chosen articles) and its
--     life: draft → sending → sent. Only dashboard users read or write it, through one check,
--     public.can_send_newsletter(): today every administrator; roles slot in there.
--   * public.send_newsletter_issue(): in one transaction freezes the issue (the articles as they
--     are now) and queues one private.mail_outbox row per confirmed subscriber, each with its
--     own unsubscribe token (unique per issue and address: a second call queues nothing).
--   * public.send_newsletter_test(): one message to the signed-in user's own address.
--   * public.newsletter_issue_progress(): sent, failed, remaining from the outbox (an index on
--     issue and state), and marks the issue sent once nothing remains.
--   * public.site_settings: the one row of site-wide settings the e-mails need (the postal
--     address every newsletter must carry).
--   * public.subscriber_status_counts() and public.erase_subscriber() for the Subscribers tab.

set local lock_timeout = '5s';

-- Who may compose and send ------------------------------------------------------------------------
create or replace function public.can_send_newsletter()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select public.is_admin();
$$;
revoke all on function public.can_send_newsletter() from public, anon, authenticated, service_role;
grant execute on function public.can_send_newsletter() to authenticated, service_role;

-- Site settings ------------------------------------------------------------------------------------
create table public.site_settings (
  id boolean primary key default true check (id),
  -- Required in every commercial e-mail (CAN-SPAM): shown at the foot of each newsletter.
  postal_address text not null default '' check (char_length(postal_address) <= 300),
  updated_at timestamptz not null default now()
);
insert into public.site_settings (id) values (true);
alter table public.site_settings enable row level security;
create policy "site_settings_dashboard_read" on public.site_settings
  for select to authenticated using ((select public.can_send_newsletter()));
create policy "site_settings_admin_update" on public.site_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.site_settings from public, anon, authenticated, service_role;
grant select, update (postal_address) on public.site_settings to authenticated;
grant select, update on public.site_settings to service_role;

-- Issues -------------------------------------------------------------------------------------------
create table public.newsletter_issues (
  id uuid primary key default gen_random_uuid(),
  subject text not null default '' check (char_length(subject) <= 200),
  intro text not null default '' check (char_length(intro) <= 5000),
  article_ids uuid[] not null default '{}' check (cardinality(article_ids) <= 20),
  state text not null default 'draft' check (state in ('draft', 'sending', 'sent')),
  -- Frozen when sending starts: what every recipient gets (title, slug, excerpt, image).
  content jsonb,
  recipients integer not null default 0,
  sent_count integer not null default 0,
  failed_count integer not null default 0,
  created_by uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sending_at timestamptz,
  sent_at timestamptz
);
create index newsletter_issues_created_idx on public.newsletter_issues (created_at desc, id desc);
create trigger newsletter_issues_set_updated_at
  before update on public.newsletter_issues
  for each row execute function public.set_updated_at();
alter table public.newsletter_issues enable row level security;
create policy "newsletter_issues_dashboard_read" on public.newsletter_issues
  for select to authenticated using ((select public.can_send_newsletter()));
create policy "newsletter_issues_dashboard_insert" on public.newsletter_issues
  for insert to authenticated with check ((select public.can_send_newsletter()) and state = 'draft');
-- Only a draft changes; once sending starts the issue is what went out.
create policy "newsletter_issues_dashboard_update" on public.newsletter_issues
  for update to authenticated using ((select public.can_send_newsletter()) and state = 'draft')
  with check ((select public.can_send_newsletter()) and state = 'draft');
create policy "newsletter_issues_dashboard_delete" on public.newsletter_issues
  for delete to authenticated using ((select public.can_send_newsletter()) and state = 'draft');
revoke all on public.newsletter_issues from public, anon, authenticated, service_role;
grant select, delete, insert (subject, intro, article_ids), update (subject, intro, article_ids)
  on public.newsletter_issues to authenticated;
grant select, insert, update, delete on public.newsletter_issues to service_role;

-- The articles of an issue as the e-mail shows them, in the editor's order; only what readers may
-- see (published and due).
create or replace function private.newsletter_articles(ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'title', a.title, 'slug', a.slug, 'excerpt', a.excerpt, 'image_url', a.image_url, 'image_alt', a.image_alt)
           order by x.ord), '[]'::jsonb)
    from unnest(ids) with ordinality x(id, ord)
    join private.visible_articles a on a.id = x.id;
$$;
revoke all on function private.newsletter_articles(uuid[]) from public, anon, authenticated, service_role;

-- Sending ----------------------------------------------------------------------------------------
-- One statement queues every confirmed address (10,000 rows take well under a second); the
-- sender drains them in batches. Unsubscribed and pending addresses are never queued, and the
-- sender checks again before each message.
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

-- The issue as it stands, to the signed-in user's own address only (whoever they type in).
create or replace function public.send_newsletter_test(issue_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to send newsletters' using errcode = '42501';
  end if;
  if not exists (select 1 from public.newsletter_issues i where i.id = send_newsletter_test.issue_id) then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = (select auth.uid());
  if address is null or address = '' then
    raise exception 'your account has no e-mail address' using errcode = '22023';
  end if;
  -- A test carries a token whose hash is stored nowhere: its unsubscribe link unsubscribes nobody.
  insert into private.mail_outbox (kind, issue_id, email, payload)
  values ('test', send_newsletter_test.issue_id, lower(address), jsonb_build_object('token', private.new_mail_token()));
  return json_build_object('queued', true, 'email', lower(address));
end;
$$;

-- Sent, failed and remaining of one issue (its newsletter rows; tests are not counted). Counted
-- per issue through mail_outbox_issue_state_idx; once nothing remains the issue becomes sent and
-- keeps its counts, so the history list reads them from the issue row.
create or replace function public.newsletter_issue_progress(issue_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
  n_sent integer;
  n_failed integer;
  n_remaining integer;
  n_cancelled integer;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to read newsletters' using errcode = '42501';
  end if;
  select * into issue from public.newsletter_issues i where i.id = newsletter_issue_progress.issue_id;
  if not found then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  if issue.state = 'sent' then
    return json_build_object('state', 'sent', 'recipients', issue.recipients, 'sent', issue.sent_count,
      'failed', issue.failed_count, 'remaining', 0, 'cancelled', issue.recipients - issue.sent_count - issue.failed_count);
  end if;
  select count(*) filter (where o.state = 'sent'), count(*) filter (where o.state = 'failed'),
         count(*) filter (where o.state in ('queued', 'sending')), count(*) filter (where o.state = 'cancelled')
    into n_sent, n_failed, n_remaining, n_cancelled
    from private.mail_outbox o
   where o.issue_id = issue.id and o.kind = 'newsletter';
  if issue.state = 'sending' and n_remaining = 0 then
    update public.newsletter_issues i
       set state = 'sent', sent_count = n_sent, failed_count = n_failed, sent_at = now()
     where i.id = issue.id and i.state = 'sending';
    issue.state := 'sent';
  end if;
  return json_build_object('state', issue.state, 'recipients', issue.recipients, 'sent', n_sent,
    'failed', n_failed, 'remaining', n_remaining, 'cancelled', n_cancelled);
end;
$$;

-- What the sender renders an issue from (service_role only): the frozen content once sending, the
-- draft's current articles for a test, and the postal address.
create or replace function public.mail_issue_content(issue_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
           'subject', i.subject, 'intro', i.intro,
           'articles', coalesce(i.content, private.newsletter_articles(i.article_ids)),
           'postal_address', (select s.postal_address from public.site_settings s limit 1))
    from public.newsletter_issues i
   where i.id = mail_issue_content.issue_id;
$$;

-- Subscribers tab ----------------------------------------------------------------------------------
-- Counts per status; an index-only count of each partial index would need three; one pass over
-- the table is fine for the dashboard (not a reader's path).
create or replace function public.subscriber_status_counts()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result json;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to read subscribers' using errcode = '42501';
  end if;
  select json_build_object(
           'pending', count(*) filter (where s.status = 'pending'),
           'confirmed', count(*) filter (where s.status = 'confirmed'),
           'unsubscribed', count(*) filter (where s.status = 'unsubscribed'))
    into result
    from public.subscribers s;
  return result;
end;
$$;

-- Erasure on request: the address and every message to or about it, in one transaction.
create or replace function public.erase_subscriber(subscriber_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'not allowed to erase subscribers' using errcode = '42501';
  end if;
  delete from public.subscribers s where s.id = erase_subscriber.subscriber_id returning s.email into address;
  if address is null then
    return json_build_object('erased', false);
  end if;
  delete from private.mail_outbox o where o.email = address;
  return json_build_object('erased', true);
end;
$$;

revoke all on function public.send_newsletter_issue(uuid), public.send_newsletter_test(uuid),
  public.newsletter_issue_progress(uuid), public.mail_issue_content(uuid),
  public.subscriber_status_counts(), public.erase_subscriber(uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.send_newsletter_issue(uuid), public.send_newsletter_test(uuid),
  public.newsletter_issue_progress(uuid), public.subscriber_status_counts(), public.erase_subscriber(uuid)
  to authenticated;
grant execute on function public.mail_issue_content(uuid) to service_role;
