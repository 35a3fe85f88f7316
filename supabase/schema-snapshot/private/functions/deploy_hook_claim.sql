-- function private.deploy_hook_claim: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.deploy_hook_claim(quiet interval DEFAULT '00:01:00'::interval, lease interval DEFAULT '00:02:00'::interval)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.deploy_hook_claim(interval,interval) from public;
