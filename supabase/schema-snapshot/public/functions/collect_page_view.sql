-- function public.collect_page_view: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.collect_page_view(path text, referrer text DEFAULT NULL::text, utm_source text DEFAULT NULL::text, utm_medium text DEFAULT NULL::text, utm_campaign text DEFAULT NULL::text, device text DEFAULT 'desktop'::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  headers json := coalesce(nullif(current_setting('request.headers', true), '')::json, '{}'::json);
  agent text := left(headers ->> 'user-agent', 1000);
  site text := lower(coalesce(substring(headers ->> 'origin' from '^https?://([^/:]+)'), ''));
  today date := private.analytics_day(now());
  page record;
  this_minute integer;
  day_salt bytea;
begin
  -- The reader asked not to be tracked: nothing is recorded, not even a count.
  if headers ->> 'dnt' = '1' or headers ->> 'sec-gpc' = '1' or private.is_bot(agent) then
    return;
  end if;
  if device is null or device not in ('desktop', 'mobile', 'tablet') then
    raise exception using errcode = '22023', message = 'device must be desktop, mobile or tablet';
  end if;
  -- A path that is no page (a not-found page, a draft's address) is not counted, and not
  -- refused either: the reader's browser did nothing wrong.
  page := private.analytics_page(path);
  if not page.known then
    return;
  end if;

  insert into private.analytics_client_minutes as m (client_key, minute)
  values (private.client_key(), date_trunc('minute', now()))
  on conflict (client_key, minute) do update set views = m.views + 1
  returning m.views into this_minute;
  if this_minute > 120 then
    raise exception using errcode = 'PT429', message = 'Too many page views from this address.';
  end if;

  select s.salt into day_salt from private.analytics_salts s where s.day = today;
  if not found then
    -- The day's first view rotates the salt, so yesterday's is gone even if no job runs.
    delete from private.analytics_salts s where s.day < today;
    insert into private.analytics_salts (day) values (today) on conflict (day) do nothing;
    select s.salt into day_salt from private.analytics_salts s where s.day = today;
  end if;

  -- A view is worth no disk flush of its own: the commit returns without waiting for the WAL
  -- (a crash may lose the last fraction of a second of views, never corrupt anything).
  perform set_config('synchronous_commit', 'off', true);
  insert into private.page_view_inbox (path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor)
  values (
    collect_page_view.path,
    page.article_id,
    private.analytics_referrer(collect_page_view.referrer, site),
    private.analytics_label(collect_page_view.utm_source),
    private.analytics_label(collect_page_view.utm_medium),
    private.analytics_label(collect_page_view.utm_campaign),
    collect_page_view.device,
    ('x' || encode(substring(extensions.digest(
       day_salt || convert_to(private.request_client_address() || E'\n' || coalesce(agent, '') || E'\n' || site, 'UTF8'),
       'sha256') from 1 for 8), 'hex'))::bit(64)::bigint);
end;
$function$;

revoke all on function public.collect_page_view(text,text,text,text,text,text) from public;
grant execute on function public.collect_page_view(text,text,text,text,text,text) to anon;
grant execute on function public.collect_page_view(text,text,text,text,text,text) to authenticated;
