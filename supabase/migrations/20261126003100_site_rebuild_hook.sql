-- A new build of the static site after every change readers would see.
--
-- The pages are prerendered when the site is built, so the host must build again whenever a
-- reader-visible article changes: published, edited while published, unpublished, deleted, or a
-- scheduled one coming due. Whoever writes the row (the dashboard, an import, the SQL editor),
-- triggers on public.articles queue a request in private.site_rebuild_requests; a sender turns
-- the waiting requests into one POST to the host's build hook (DEPLOY_HOOK_URL), at most one a
-- minute: a burst of changes is one build, and a change during the quiet minute after a POST is
-- one more POST once that minute is over.
--
-- The sender is Supabase Cron + pg_net on hosted (private.site_rebuild_tick, scheduled below
-- where the extensions exist, the URL a Vault secret) and the local backend's clock locally
-- (server/src/deploy-hook/); both go through private.site_rebuild_claim and
-- private.site_rebuild_report. A failed POST is kept, logged in its delivery row and retried
-- after 1, 2, 4 … minutes (at most an hour apart), absorbing the changes made meanwhile; it is
-- never dropped.
--
-- Nothing here is reachable through the Data API: the tables and functions live in private with
-- every privilege revoked from the API roles.

set local lock_timeout = '5s';

-- Attempts --------------------------------------------------------------------------------------
-- One row per build asked for: its body, and every attempt's outcome.
create table private.site_rebuild_deliveries (
  id bigint generated always as identity primary key,
  payload jsonb not null,
  -- sending: a POST is out (next_attempt_at ends its lease: a sender that died is replaced);
  -- retrying: the last POST failed, the next one at next_attempt_at; sent: the host said 2xx.
  state text not null default 'sending' check (state in ('sending', 'retrying', 'sent')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- Hosted: the pg_net request whose answer settles this attempt.
  net_request_id bigint,
  last_status integer,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
-- At most one delivery is ever open (sending or retrying): the sender finds it by this index.
create unique index site_rebuild_deliveries_open_idx on private.site_rebuild_deliveries ((true))
  where state in ('sending', 'retrying');
create index site_rebuild_deliveries_created_idx on private.site_rebuild_deliveries (created_at);

-- Requests --------------------------------------------------------------------------------------
-- One row per statement (and reason) that changed what readers see, not one per row: an import
-- of 100,000 articles is a handful of rows here. Up to 20 of the statement's articles are named.
create table private.site_rebuild_requests (
  id bigint generated always as identity primary key,
  reason text not null check (reason in ('publish', 'update', 'unpublish', 'delete', 'scheduled')),
  article_ids uuid[] not null,
  slugs text[] not null,
  article_count integer not null,
  -- scheduled: the publish time that came due, so a scan that looks back twice queues it once.
  due_at timestamptz,
  requested_at timestamptz not null default now(),
  -- The delivery that carries it; null while it waits. Removed with it (never set back to
  -- null: that would send it again).
  delivery_id bigint references private.site_rebuild_deliveries (id) on delete cascade
);
create index site_rebuild_requests_waiting_idx on private.site_rebuild_requests (requested_at) where delivery_id is null;
create index site_rebuild_requests_delivery_idx on private.site_rebuild_requests (delivery_id) where delivery_id is not null;
create unique index site_rebuild_requests_due_key on private.site_rebuild_requests ((article_ids[1]), due_at)
  where due_at is not null;

-- The sender's clock: when the last POST went out, and how far scheduled articles were checked.
create table private.site_rebuild_state (
  id boolean primary key default true check (id),
  last_attempt_at timestamptz,
  due_checked_until timestamptz not null default now()
);
insert into private.site_rebuild_state default values;

alter table private.site_rebuild_deliveries enable row level security;
alter table private.site_rebuild_requests enable row level security;
alter table private.site_rebuild_state enable row level security;
revoke all on private.site_rebuild_deliveries, private.site_rebuild_requests, private.site_rebuild_state
  from public, anon, authenticated, service_role;

-- Queuing ---------------------------------------------------------------------------------------
-- Statement triggers with transition tables: a statement touching many rows queues one request
-- per reason. An article is live when published and due (the readers' rule); an update matters
-- when the article is live before or after it and, if both, a column readers see changed
-- (saving unchanged fields, a review request or the search index rebuilds nothing). Drafts and
-- scheduled articles not yet due queue nothing: the scan in site_rebuild_claim finds the latter
-- when they come due.
create or replace function private.queue_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
    values ('delete', '{}', '{}', 0);
    return null;
  end if;

  if tg_op = 'INSERT' then
    insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
    select 'publish', (array_agg(n.id order by n.id))[1:20], (array_agg(n.slug order by n.id))[1:20], count(*)
      from new_rows n
     where n.status = 'published' and n.publish_date <= now()
    having count(*) > 0;
  elsif tg_op = 'DELETE' then
    insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
    select 'delete', (array_agg(o.id order by o.id))[1:20], (array_agg(o.slug order by o.id))[1:20], count(*)
      from old_rows o
     where o.status = 'published' and o.publish_date <= now()
    having count(*) > 0;
  else
    insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
    select c.reason, (array_agg(c.id order by c.id))[1:20], (array_agg(c.slug order by c.id))[1:20], count(*)
      from (
        select n.id, n.slug,
               case
                 when was_live and is_live then 'update'
                 when is_live then 'publish'
                 else 'unpublish'
               end as reason
          from old_rows o
          join new_rows n on n.id = o.id
         cross join lateral (
           select o.status = 'published' and o.publish_date <= now() as was_live,
                  n.status = 'published' and n.publish_date <= now() as is_live
         ) live
         where (was_live or is_live)
           and (was_live <> is_live
                or (to_jsonb(o) - array['updated_at', 'search_vector', 'review_requested_at'])
                   is distinct from (to_jsonb(n) - array['updated_at', 'search_vector', 'review_requested_at']))
      ) c
     group by c.reason;
  end if;
  return null;
end;
$$;
revoke all on function private.queue_site_rebuild() from public, anon, authenticated, service_role;

create trigger articles_site_rebuild_insert after insert on public.articles
  referencing new table as new_rows
  for each statement execute function private.queue_site_rebuild();
create trigger articles_site_rebuild_update after update on public.articles
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.queue_site_rebuild();
create trigger articles_site_rebuild_delete after delete on public.articles
  referencing old table as old_rows
  for each statement execute function private.queue_site_rebuild();
create trigger articles_site_rebuild_truncate after truncate on public.articles
  for each statement execute function private.queue_site_rebuild();

-- The body of a POST: what its requests asked for, small (hosts ignore it or hand it to the
-- build as-is, e.g. Netlify's INCOMING_HOOK_BODY):
--   {"reason": "publish" | "update" | "unpublish" | "delete" | "scheduled" | "several",
--    "reasons": [...], "article_ids": [≤ 20], "slugs": [≤ 20], "article_count": n,
--    "requested_at": the oldest change it carries, "delivery_id": n}
-- article_count adds up each request's count (an article changed twice counts twice).
create or replace function private.site_rebuild_payload(delivery bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with r as (
    select * from private.site_rebuild_requests q where q.delivery_id = delivery
  ),
  named as (
    select a.id, a.slug, min(r.id * 100 + a.n) as first
      from r cross join lateral unnest(r.article_ids, r.slugs) with ordinality as a (id, slug, n)
     group by a.id, a.slug
  ),
  picked as (
    select id, slug from named order by first, id limit 20
  )
  select jsonb_build_object(
    'reason', case when (select count(distinct reason) from r) = 1 then (select min(reason) from r) else 'several' end,
    'reasons', (select coalesce(jsonb_agg(x.reason order by x.reason), '[]') from (select distinct reason from r) x),
    'article_ids', (select coalesce(jsonb_agg(p.id order by p.slug, p.id), '[]') from picked p),
    'slugs', (select coalesce(jsonb_agg(p.slug order by p.slug, p.id), '[]') from picked p),
    'article_count', (select coalesce(sum(article_count), 0) from r),
    'requested_at', (select min(requested_at) from r),
    'delivery_id', delivery);
$$;
revoke all on function private.site_rebuild_payload(bigint) from public, anon, authenticated, service_role;

-- Sending ---------------------------------------------------------------------------------------
-- The next POST to make, or null: {"id", "payload", "attempts"}. First queues the scheduled
-- articles that came due since the last look, found by key (the publish_date index, the range
-- of the last few minutes, never a scan of the table); the range starts ten minutes back so an
-- article whose scheduling committed late is still seen (the unique due key queues it once).
-- Then:
--   * an open delivery whose retry (or lease) time has come is sent again, carrying every
--     request that arrived meanwhile;
--   * otherwise waiting requests become a new delivery once the oldest of them has waited
--     `quiet` and `quiet` has passed since the last POST (hosted always uses the minute; tests
--     of the local backend shorten it). A change is thus built within a minute and a tick.
-- Deliveries sent more than 30 days ago are removed with their requests, a few at a time.
create or replace function private.site_rebuild_claim(quiet interval default interval '1 minute', lease interval default interval '2 minutes')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  st private.site_rebuild_state%rowtype;
  open_delivery private.site_rebuild_deliveries%rowtype;
  delivery bigint;
  sent_payload jsonb;
  tries integer;
begin
  -- One sender at a time (the cron job, a second cron run, the local clock).
  select * into st from private.site_rebuild_state where id for update;

  insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count, due_at, requested_at)
  select 'scheduled', array[a.id], array[a.slug], 1, a.publish_date, a.publish_date
    from public.articles a
   where a.publish_date > st.due_checked_until - interval '10 minutes'
     and a.publish_date <= now()
     and a.status = 'published'
     -- Last written before it was due, so no trigger saw it live; an article published at once
     -- (publish_date = updated_at) or edited since it came due was queued by the triggers.
     and a.publish_date > a.updated_at
  on conflict ((article_ids[1]), due_at) where due_at is not null do nothing;
  update private.site_rebuild_state set due_checked_until = greatest(due_checked_until, now()) where id;

  -- Their requests go with them (on delete cascade); waiting requests are never removed.
  delete from private.site_rebuild_deliveries d
   where d.id in (select x.id from private.site_rebuild_deliveries x
                   where x.created_at < now() - interval '30 days' and x.state = 'sent'
                   order by x.created_at limit 500);

  select * into open_delivery from private.site_rebuild_deliveries d
   where d.state in ('sending', 'retrying') for update;
  if found then
    if open_delivery.next_attempt_at > now() then
      return null;
    end if;
    delivery := open_delivery.id;
  else
    -- The oldest waiting change must be `quiet` old: a burst within the minute is one build
    -- (a build takes minutes anyway, and each one may cost build minutes on the host).
    if not exists (select 1 from private.site_rebuild_requests q
                    where q.delivery_id is null and q.requested_at <= now() - quiet) then
      return null;
    end if;
    if st.last_attempt_at > now() - quiet then
      return null;
    end if;
    insert into private.site_rebuild_deliveries (payload) values ('{}') returning id into delivery;
  end if;

  update private.site_rebuild_requests q set delivery_id = delivery where q.delivery_id is null;
  update private.site_rebuild_deliveries d
     set payload = private.site_rebuild_payload(delivery),
         state = 'sending',
         attempts = d.attempts + 1,
         next_attempt_at = now() + lease,
         net_request_id = null
   where d.id = delivery
  returning d.payload, d.attempts into sent_payload, tries;
  update private.site_rebuild_state set last_attempt_at = now() where id;
  return jsonb_build_object('id', delivery, 'payload', sent_payload, 'attempts', tries);
end;
$$;

-- The outcome of a POST. A failure (any answer but 2xx, or none) is logged on the delivery and
-- retried after quiet × 2^(attempts − 1), at most an hour: 1, 2, 4 … minutes on hosted. Only
-- the attempt still out changes (a late report of an attempt already replaced does nothing).
create or replace function private.site_rebuild_report(delivery bigint, ok boolean, http_status integer default null,
                                                       failure text default null, quiet interval default interval '1 minute')
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_rebuild_deliveries d
     set state = case when ok then 'sent' else 'retrying' end,
         sent_at = case when ok then now() else d.sent_at end,
         last_status = http_status,
         last_error = case when ok then d.last_error else left(coalesce(failure, 'HTTP ' || http_status, 'no answer'), 500) end,
         next_attempt_at = case when ok then d.next_attempt_at
                                else now() + least(quiet * power(2, least(d.attempts, 20) - 1), interval '1 hour') end
   where d.id = delivery and d.state = 'sending';
  return found;
end;
$$;

-- Hosted: one run of the cron job. Settles the attempt pg_net has answered (its responses are
-- kept in net._http_response), then makes the next POST if one is due. Without the Vault secret
-- deploy_hook_url nothing is claimed: requests wait until a URL is set.
create or replace function private.site_rebuild_tick()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  pending private.site_rebuild_deliveries%rowtype;
  answer record;
  claimed jsonb;
  request_id bigint;
begin
  select * into pending from private.site_rebuild_deliveries d
   where d.state = 'sending' and d.net_request_id is not null;
  if found then
    select r.status_code, r.error_msg, r.timed_out into answer
      from net._http_response r where r.id = pending.net_request_id;
    if found then
      perform private.site_rebuild_report(pending.id, answer.status_code between 200 and 299, answer.status_code,
        case when answer.timed_out then 'timed out' else answer.error_msg end);
    end if;
  end if;

  select s.decrypted_secret into hook_url from vault.decrypted_secrets s where s.name = 'deploy_hook_url';
  if coalesce(hook_url, '') = '' then
    return;
  end if;
  claimed := private.site_rebuild_claim();
  if claimed is null then
    return;
  end if;
  request_id := net.http_post(
    url := hook_url,
    body := claimed -> 'payload',
    headers := jsonb_build_object('Content-Type', 'application/json'),
    timeout_milliseconds := 30000);
  update private.site_rebuild_deliveries d set net_request_id = request_id where d.id = (claimed ->> 'id')::bigint;
end;
$$;

revoke all on function private.site_rebuild_claim(interval, interval), private.site_rebuild_report(bigint, boolean, integer, text, interval),
  private.site_rebuild_tick() from public, anon, authenticated, service_role;

-- Hosted: Supabase Cron runs the sender every 10 seconds where pg_cron and pg_net are enabled and
-- Vault exists (Database → Extensions); elsewhere (the local backend, which runs its own clock)
-- nothing is scheduled. The minute between POSTs is site_rebuild_claim's, not the schedule's.
do $cron$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_namespace where nspname = 'vault') then
    perform cron.schedule('site-rebuild', '10 seconds', 'select private.site_rebuild_tick()');
  end if;
end
$cron$;
