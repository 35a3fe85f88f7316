-- One name for the POST that asks the static host for a new build: the deploy hook.
--
-- The variable was DEPLOY_HOOK_URL, the Vault secret deploy_hook_url and the local backend's
-- sender server/src/deploy-hook/, while the database's objects said "site rebuild" and the docs
-- "build hook". The database now says deploy hook too: its tables, functions, triggers,
-- constraints and indexes are renamed (rows, grants and behaviour unchanged), and the Cron job
-- is scheduled under its new name with the renamed tick. The functions are redefined because a
-- function body names its tables as text, which a rename does not follow; each keeps its
-- identity (renamed, then replaced), so its privileges (none for the API roles) stay as they were.

set local lock_timeout = '5s';

-- Tables, with their constraints, indexes and identity sequences ---------------------------------
alter table private.site_rebuild_deliveries rename to deploy_hook_deliveries;
alter table private.site_rebuild_requests rename to deploy_hook_requests;
alter table private.site_rebuild_state rename to deploy_hook_state;

alter table private.deploy_hook_deliveries rename constraint site_rebuild_deliveries_pkey to deploy_hook_deliveries_pkey;
alter table private.deploy_hook_deliveries rename constraint site_rebuild_deliveries_state_check to deploy_hook_deliveries_state_check;
alter table private.deploy_hook_requests rename constraint site_rebuild_requests_pkey to deploy_hook_requests_pkey;
alter table private.deploy_hook_requests rename constraint site_rebuild_requests_delivery_id_fkey to deploy_hook_requests_delivery_id_fkey;
alter table private.deploy_hook_requests rename constraint site_rebuild_requests_reason_check to deploy_hook_requests_reason_check;
alter table private.deploy_hook_state rename constraint site_rebuild_state_pkey to deploy_hook_state_pkey;
alter table private.deploy_hook_state rename constraint site_rebuild_state_id_check to deploy_hook_state_id_check;

alter index private.site_rebuild_deliveries_open_idx rename to deploy_hook_deliveries_open_idx;
alter index private.site_rebuild_deliveries_created_idx rename to deploy_hook_deliveries_created_idx;
alter index private.site_rebuild_requests_waiting_idx rename to deploy_hook_requests_waiting_idx;
alter index private.site_rebuild_requests_delivery_idx rename to deploy_hook_requests_delivery_idx;
alter index private.site_rebuild_requests_due_key rename to deploy_hook_requests_due_key;

alter sequence private.site_rebuild_deliveries_id_seq rename to deploy_hook_deliveries_id_seq;
alter sequence private.site_rebuild_requests_id_seq rename to deploy_hook_requests_id_seq;

-- Functions: renamed (the triggers follow by identity), then their bodies name the new tables -----
alter function private.queue_site_rebuild() rename to queue_deploy_hook;
alter function private.queue_site_rebuild_for_comments() rename to queue_deploy_hook_for_comments;
alter function private.site_rebuild_payload(bigint) rename to deploy_hook_payload;
alter function private.site_rebuild_claim(interval, interval) rename to deploy_hook_claim;
alter function private.site_rebuild_report(bigint, boolean, integer, text, interval) rename to deploy_hook_report;
alter function private.site_rebuild_tick() rename to deploy_hook_tick;

create or replace function private.queue_deploy_hook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    values ('delete', '{}', '{}', 0);
    return null;
  end if;

  if tg_op = 'INSERT' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'publish', (array_agg(n.id order by n.id))[1:20], (array_agg(n.slug order by n.id))[1:20], count(*)
      from new_rows n
     where n.status = 'published' and n.publish_date <= now()
    having count(*) > 0;
  elsif tg_op = 'DELETE' then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'delete', (array_agg(o.id order by o.id))[1:20], (array_agg(o.slug order by o.id))[1:20], count(*)
      from old_rows o
     where o.status = 'published' and o.publish_date <= now()
    having count(*) > 0;
  else
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
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

create or replace function private.deploy_hook_payload(delivery bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with r as (
    select * from private.deploy_hook_requests q where q.delivery_id = delivery
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

create or replace function private.deploy_hook_claim(quiet interval default interval '1 minute', lease interval default interval '2 minutes')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  st private.deploy_hook_state%rowtype;
  open_delivery private.deploy_hook_deliveries%rowtype;
  delivery bigint;
  sent_payload jsonb;
  tries integer;
begin
  -- One sender at a time (the cron job, a second cron run, the local clock).
  select * into st from private.deploy_hook_state where id for update;

  insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count, due_at, requested_at)
  select 'scheduled', array[a.id], array[a.slug], 1, a.publish_date, a.publish_date
    from public.articles a
   where a.publish_date > st.due_checked_until - interval '10 minutes'
     and a.publish_date <= now()
     and a.status = 'published'
     -- Last written before it was due, so no trigger saw it live; an article published at once
     -- (publish_date = updated_at) or edited since it came due was queued by the triggers.
     and a.publish_date > a.updated_at
  on conflict ((article_ids[1]), due_at) where due_at is not null do nothing;
  update private.deploy_hook_state set due_checked_until = greatest(due_checked_until, now()) where id;

  -- Their requests go with them (on delete cascade); waiting requests are never removed.
  delete from private.deploy_hook_deliveries d
   where d.id in (select x.id from private.deploy_hook_deliveries x
                   where x.created_at < now() - interval '30 days' and x.state = 'sent'
                   order by x.created_at limit 500);

  select * into open_delivery from private.deploy_hook_deliveries d
   where d.state in ('sending', 'retrying') for update;
  if found then
    if open_delivery.next_attempt_at > now() then
      return null;
    end if;
    delivery := open_delivery.id;
  else
    -- The oldest waiting change must be `quiet` old: a burst within the minute is one build
    -- (a build takes minutes anyway, and each one may cost build minutes on the host).
    if not exists (select 1 from private.deploy_hook_requests q
                    where q.delivery_id is null and q.requested_at <= now() - quiet) then
      return null;
    end if;
    if st.last_attempt_at > now() - quiet then
      return null;
    end if;
    insert into private.deploy_hook_deliveries (payload) values ('{}') returning id into delivery;
  end if;

  update private.deploy_hook_requests q set delivery_id = delivery where q.delivery_id is null;
  update private.deploy_hook_deliveries d
     set payload = private.deploy_hook_payload(delivery),
         state = 'sending',
         attempts = d.attempts + 1,
         next_attempt_at = now() + lease,
         net_request_id = null
   where d.id = delivery
  returning d.payload, d.attempts into sent_payload, tries;
  update private.deploy_hook_state set last_attempt_at = now() where id;
  return jsonb_build_object('id', delivery, 'payload', sent_payload, 'attempts', tries);
end;
$$;

create or replace function private.deploy_hook_report(delivery bigint, ok boolean, http_status integer default null,
                                                       failure text default null, quiet interval default interval '1 minute')
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.deploy_hook_deliveries d
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

create or replace function private.deploy_hook_tick()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  pending private.deploy_hook_deliveries%rowtype;
  answer record;
  claimed jsonb;
  request_id bigint;
begin
  select * into pending from private.deploy_hook_deliveries d
   where d.state = 'sending' and d.net_request_id is not null;
  if found then
    select r.status_code, r.error_msg, r.timed_out into answer
      from net._http_response r where r.id = pending.net_request_id;
    if found then
      perform private.deploy_hook_report(pending.id, answer.status_code between 200 and 299, answer.status_code,
        case when answer.timed_out then 'timed out' else answer.error_msg end);
    end if;
  end if;

  select s.decrypted_secret into hook_url from vault.decrypted_secrets s where s.name = 'deploy_hook_url';
  if coalesce(hook_url, '') = '' then
    return;
  end if;
  claimed := private.deploy_hook_claim();
  if claimed is null then
    return;
  end if;
  request_id := net.http_post(
    url := hook_url,
    body := claimed -> 'payload',
    headers := jsonb_build_object('Content-Type', 'application/json'),
    timeout_milliseconds := 30000);
  update private.deploy_hook_deliveries d set net_request_id = request_id where d.id = (claimed ->> 'id')::bigint;
end;
$$;

create or replace function private.queue_deploy_hook_for_comments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The articles whose pages now show different comments (a transition table exists only
  -- in the triggers that declare it, hence a branch per operation).
  changed uuid[];
begin
  if tg_op = 'TRUNCATE' then
    -- Which comments went is unknown: a build if any page could have shown one.
    if exists (select 1 from private.visible_articles) then
      insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
      values ('comment', '{}', '{}', 0);
    end if;
    return null;
  elsif tg_op = 'INSERT' then
    -- Approved when inserted: an import or the SQL editor (readers' comments are pending).
    select array_agg(distinct n.article_id) into changed from new_rows n where n.status = 'approved';
  elsif tg_op = 'DELETE' then
    select array_agg(distinct o.article_id) into changed from old_rows o where o.status = 'approved';
  else
    -- Approved before or after, and something changed: the status, or what the page shows of a
    -- comment that stayed approved. The article it was approved on and the one it is approved
    -- on, should it have moved.
    select array_agg(distinct x.article_id) into changed
      from old_rows o
      join new_rows n on n.id = o.id
     cross join lateral (values (o.article_id, o.status), (n.article_id, n.status)) x (article_id, status)
     where x.status = 'approved'
       and to_jsonb(o) is distinct from to_jsonb(n);
  end if;

  if changed is not null then
    insert into private.deploy_hook_requests (reason, article_ids, slugs, article_count)
    select 'comment', (array_agg(a.id order by a.id))[1:20], (array_agg(a.slug order by a.id))[1:20], count(*)
      from private.visible_articles a
     where a.id = any (changed)
    having count(*) > 0;
  end if;
  return null;
end;
$$;

alter trigger articles_site_rebuild_insert on public.articles rename to articles_deploy_hook_insert;
alter trigger articles_site_rebuild_update on public.articles rename to articles_deploy_hook_update;
alter trigger articles_site_rebuild_delete on public.articles rename to articles_deploy_hook_delete;
alter trigger articles_site_rebuild_truncate on public.articles rename to articles_deploy_hook_truncate;
alter trigger comments_site_rebuild_insert on public.comments rename to comments_deploy_hook_insert;
alter trigger comments_site_rebuild_update on public.comments rename to comments_deploy_hook_update;
alter trigger comments_site_rebuild_delete on public.comments rename to comments_deploy_hook_delete;
alter trigger comments_site_rebuild_truncate on public.comments rename to comments_deploy_hook_truncate;

-- Hosted: the Cron job. Its command named the old tick, so the job under the old name (scheduled
-- by the first migration, or by hand as the docs said) goes, and the sender is scheduled again
-- under the new name where pg_cron, pg_net and Vault exist. Elsewhere (the local backend, which
-- runs its own clock) nothing is scheduled. The minute between POSTs is deploy_hook_claim's.
do $cron$
begin
  if to_regclass('cron.job') is null then
    return;
  end if;
  if exists (select 1 from cron.job where jobname = 'site-rebuild') then
    perform cron.unschedule('site-rebuild');
  end if;
  if to_regnamespace('net') is not null and to_regnamespace('vault') is not null then
    perform cron.schedule('deploy-hook', '10 seconds', 'select private.deploy_hook_tick()');
  end if;
end
$cron$;
