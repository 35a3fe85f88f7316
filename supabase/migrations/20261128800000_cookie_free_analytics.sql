-- Page views without tracking anyone: no cookie, no browser storage, no stored address or
-- user agent.
--
-- The public pages send one request per page view, after the page has painted, to
-- public.collect_page_view (anon, through PostgREST on hosted and locally alike). It is bounded
-- like every anonymous request: only a page readers can open is counted (an index probe, the
-- article's when it is one), each client address may send 120 views a minute, and the work is
-- one small row appended to an inbox with no index; less than the page read it follows. A view
-- is not recorded at all when the request carries Do Not Track or Global Privacy Control, or
-- when its user agent is a crawler or a link-preview bot (isbot's pattern, below).
--
-- A visitor is a hash of (the day's salt, the client address, the user agent, the site): one
-- visitor a day, whatever they read. The salt is made by the first view of a day, which deletes
-- the salts of earlier days, so a day's hashes cannot be linked to the next day's; the address
-- and the user agent are read from the request and stored nowhere.
--
-- private.analytics_tick() (Supabase Cron every minute on hosted, scheduled below where pg_cron
-- exists; the local backend's clock locally, server/src/analytics/) moves the inbox in batches
-- into the raw events, one partition per day, kept 90 days; and rolls them up into daily
-- counts kept for good (private.analytics_daily), with running totals over the last 7, 30 and
-- 90 days (private.analytics_windows) so the dashboard reads a few rows whatever the traffic.
-- Only editors and administrators read them, through functions that ask the same session rule
-- as every other read of personal data (private.staff_may: a member with a second factor only
-- from an aal2 session).

set local lock_timeout = '5s';

-- Days are UTC days: the salt rotates and the rollups close at midnight UTC.
create or replace function private.analytics_day(at_time timestamptz)
returns date
language sql
immutable
parallel safe
set search_path = ''
as $$
  select (at_time at time zone 'UTC')::date;
$$;

-- Bots -------------------------------------------------------------------------------------------
-- isbot 5's pattern (npm; the list crawlers and link-preview bots are known by), written for
-- PostgreSQL (\y for JavaScript's \b) and split in three alternations that together match
-- exactly what it matches: the few alternatives with lookaround, those anchored at the start,
-- and the rest. As one pattern it takes PostgreSQL about 2 ms per browser user agent (lookaround
-- anywhere makes the engine match all of it the slow way), as three under 0.5 ms.
-- tests/product/analytics.test.ts holds them to the package's pattern (tests/support/
-- postgres-regex.ts). An empty user agent is a script, not a reader.
create or replace function private.is_bot(user_agent text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select user_agent is null or btrim(user_agent) = ''
      or user_agent ~* '^(?:[<\(;]|[\w \.\-\(?:\):%]+(?:\/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)|[\w\-]+\/[\w]+$|[^ ]{50,}$|\d+\y|\w*search\y|\w+\/[\w\(\)]*$|\w+\/\d\.\d\s\([\w@]+\)$|active|ad muncher|amaya|apache\/|avsdevicesdk\/|azure|biglotron|blackbox exporter|bot|clamav[ /]|claude-code\/|client\/|cobweb\/|custom|ddg[_-]android|discourse|dispatch\/\d|downcast\/|duckduckgo|email|exodusmovement|facebook|getright\/|gozilla\/|hobbit|hotzonu|hwcdn\/|igetter\/|jeode\/|jetty\/|jigsaw|microsoft bits|movabletype|mozilla\/\d\.\d\s[\w\.-]+$|mozilla\/\d\.\d\s\((?:compatible;)?(?:\s?[\w\d\-.]+[\s/]\d+\.\d+)?\)$|navermailapp|netsurf|offline|openai\/|owler|php|postman|ps_daily\/|python|rank|read|reed|remove\.bg\/|rest|rss|snapchat|sora |space bison|stape\/|svn|swcd |taringa|thumbor\/|track|w3c|webbandit\/|webcopier|wget|whatsapp|wordpress|xenu link sleuth|yahoo|yandex|zdm\/\d|zoom marketplace\/)'
      or user_agent ~* ' daum[ /]| deusu\/|24x7|;\s\w+;$|@[a-z][\w-]+\.|\(\)|\.com\y|\y\w+\/1\.0;|\ybw\/|\ydlc\y|\yort\/|\yperl\y|\ytime\/|\||abuse|advisor|agent\y|analyzer|archive|ask jeeves\/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\y|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\y|convertify|cookiehubverify\/|crawl|cursor\/|cypress\/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\y|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|library|linkcheck|linktiger|mail\.ru\/|manus-user\/|marketgoo\/|measure|monitor\y|neustar wpm|node\y|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\d|radar|readable\/|retriever|rexx;|rigor|rss\y|scrape|securityheaders|selenium|server|silktide|sindup\/|sogou|sparkler\/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms\/|xtate\/'
      or user_agent ~* '(?:^|[^g])news(?!sapphire)|(?<! channel\/|google\/)google(?!(?:wv|app|\/google| pixel))|(?<! cu)bots?(?:\y|_)|(?<!cam)scan|(?<!lib)http|java(?!;)';
$$;

-- Pages ------------------------------------------------------------------------------------------
-- Whether a path is a page readers can open, and its article when it is one: home, the 14
-- categories, the text pages, an author page, a visible article. Anything else (an unknown slug,
-- a draft, the dashboard, a query string) is no page view.
create or replace function private.analytics_page(path text, out known boolean, out article_id uuid)
language plpgsql
stable
set search_path = ''
as $$
declare
  segment text;
begin
  known := false;
  if path is null or char_length(path) > 200 or path !~ '^/[a-z0-9/._-]*$' then
    return;
  end if;
  if path in ('/', '/about', '/contact', '/careers', '/advertise',
              '/legal/terms-of-service', '/legal/privacy-policy', '/legal/cookie-policy') then
    known := true;
  elsif path ~ '^/category/[a-z-]+$' then
    known := substring(path from 11) in ('health-news', 'political', 'usa-today', 'uk-today', 'canada-today',
      'nigeria-today', 'israel-today', 'sports', 'entertainment', 'documentary', 'true-crimes',
      'sports-documentary', 'politics-documentary', 'finance-documentary');
  elsif path ~ '^/author/[a-z0-9-]+$' then
    segment := substring(path from 9);
    known := exists (select 1 from public.authors w where w.slug = segment and w.display_name is not null);
  elsif path ~ '^/[a-z0-9-]+$' then
    segment := substring(path from 2);
    select a.id into article_id from private.visible_articles a where a.slug = segment;
    known := found;
  end if;
end;
$$;

-- Tables -----------------------------------------------------------------------------------------
-- The day's salt, and no other: the first view of a day replaces the day before's.
create table private.analytics_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);

-- Views per client address and minute, for the limit; the key is the keyed hash every other
-- per-client limit uses (private.client_key), and rows older than two minutes are swept.
create table private.analytics_client_minutes (
  client_key bytea not null,
  minute timestamptz not null,
  views integer not null default 1,
  primary key (client_key, minute)
);
create index analytics_client_minutes_minute_idx on private.analytics_client_minutes (minute);

-- What collect_page_view appends: no index, no key, nothing to update. The tick empties it.
create table private.page_view_inbox (
  viewed_at timestamptz not null default now(),
  path text not null,
  article_id uuid,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null,
  visitor bigint not null
);

-- Raw events, one partition per UTC day (private.page_views_yyyymmdd, made and dropped by the
-- tick), kept 90 days. first_of_day marks a visitor's first view of the day: the visit's
-- referrer, campaign and device count it as a visitor.
create table private.page_views (
  viewed_at timestamptz not null,
  path text not null,
  article_id uuid,
  referrer text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text not null check (device in ('desktop', 'mobile', 'tablet')),
  visitor bigint not null,
  first_of_day boolean not null
) partition by range (viewed_at);
create index page_views_visitor_idx on private.page_views (visitor);

-- Daily counts, kept for good. dimension and key: 'site' '' (the whole site), 'path' the page
-- (with its article), 'referrer' the referring domain, 'campaign' the JSON array [utm_source,
-- utm_medium, utm_campaign], 'device' desktop/mobile/tablet, 'signup' the page a newsletter
-- sign-up was confirmed from ('' when unknown). views: page views (sign-ups for 'signup');
-- visitors: visitors whose first view of the day it was (for 'path': entries).
create table private.analytics_daily (
  dimension text not null check (dimension in ('site', 'path', 'referrer', 'campaign', 'device', 'signup')),
  day date not null,
  key text not null,
  article_id uuid,
  views bigint not null default 0,
  visitors bigint not null default 0,
  primary key (dimension, day, key)
);
create index analytics_daily_article_idx on private.analytics_daily (article_id, day) where article_id is not null;

-- The same counts summed over the last 7, 30 and 90 days (today and the days before it), kept
-- current by the tick: a period's top list is the first rows of an index, not a sum over
-- thousands of daily rows.
create table private.analytics_windows (
  days smallint not null check (days in (7, 30, 90)),
  dimension text not null,
  key text not null,
  article_id uuid,
  views bigint not null,
  visitors bigint not null,
  primary key (days, dimension, key)
);
create index analytics_windows_top_idx on private.analytics_windows (days, dimension, views desc, key);

-- Every view an article has had.
create table private.analytics_article_totals (
  article_id uuid primary key,
  views bigint not null
);

-- Newsletter sign-ups waiting for the tick (the day, the page): see the subscribers triggers.
create table private.analytics_signup_inbox (
  confirmed_at timestamptz not null default now(),
  path text not null
);

-- The tick's clock: the day the windows were last moved to, and when it last ran.
create table private.analytics_state (
  id boolean primary key default true check (id),
  windows_day date not null default private.analytics_day(now()),
  ticked_at timestamptz
);
insert into private.analytics_state default values;

alter table private.analytics_salts enable row level security;
alter table private.analytics_client_minutes enable row level security;
alter table private.page_view_inbox enable row level security;
alter table private.page_views enable row level security;
alter table private.analytics_daily enable row level security;
alter table private.analytics_windows enable row level security;
alter table private.analytics_article_totals enable row level security;
alter table private.analytics_signup_inbox enable row level security;
alter table private.analytics_state enable row level security;
revoke all on private.analytics_salts, private.analytics_client_minutes, private.page_view_inbox, private.page_views,
  private.analytics_daily, private.analytics_windows, private.analytics_article_totals, private.analytics_signup_inbox,
  private.analytics_state from public, anon, authenticated, service_role;

-- Collecting -------------------------------------------------------------------------------------
-- The client address as every per-client limit reads it: CF-Connecting-IP, which Cloudflare
-- sets in front of hosted, else the last X-Forwarded-For entry, the one the proxy appended; IPv6
-- by /64. private.client_key (the limits' key) is redefined on it, unchanged in what it answers.
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(private.client_address(coalesce(
           nullif(btrim(h.headers ->> 'cf-connecting-ip'), ''),
           nullif(btrim(split_part(h.headers ->> 'x-forwarded-for', ',', -1)), ''))), 'unknown')
    from (select nullif(current_setting('request.headers', true), '')::json as headers) h;
$$;

create or replace function private.client_key()
returns bytea
language sql
stable
set search_path = ''
as $$
  select extensions.hmac(convert_to(private.request_client_address(), 'UTF8'),
                         (select s.secret from private.client_key_secret s), 'sha256');
$$;

-- The referring site as the browser reported it: a host name, lower case, without "www.";
-- anything else (a full URL, a path, an address with a port) is dropped, and so is the site
-- itself (a reader moving between its pages).
create or replace function private.analytics_referrer(referrer text, own_host text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when r ~ '^[a-z0-9]([a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$' and char_length(r) <= 253
              and r <> coalesce(regexp_replace(own_host, '^www\.', ''), '') then r end
    from (select regexp_replace(lower(btrim(referrer)), '^www\.', '') as r) x;
$$;

-- A UTM value: printable, trimmed, at most 100 characters, empty as none.
create or replace function private.analytics_label(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(left(private.strip_unprintable(value), 100)), '');
$$;

create or replace function public.collect_page_view(
  path text,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  device text default 'desktop'
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;

-- Rolling up -------------------------------------------------------------------------------------
-- Adds counts (the temporary table analytics_counts: day, dimension, key, article_id, views,
-- visitors) to the daily rows, to each window that still holds their day, and to the articles'
-- totals. Called by the tick only, after it has moved the windows to today.
create or replace function private.analytics_add_counts(today date)
returns void
language plpgsql
set search_path = ''
as $$
begin
  insert into private.analytics_daily as d (dimension, day, key, article_id, views, visitors)
  select c.dimension, c.day, c.key, c.article_id, c.views, c.visitors from pg_temp.analytics_counts c
  on conflict (dimension, day, key) do update
    set views = d.views + excluded.views, visitors = d.visitors + excluded.visitors,
        article_id = coalesce(excluded.article_id, d.article_id);

  insert into private.analytics_windows as w (days, dimension, key, article_id, views, visitors)
  select n.days, c.dimension, c.key, (array_agg(c.article_id) filter (where c.article_id is not null))[1],
         sum(c.views), sum(c.visitors)
    from pg_temp.analytics_counts c
    cross join (values (7::smallint), (30::smallint), (90::smallint)) n (days)
   where c.day > today - n.days
   group by n.days, c.dimension, c.key
  on conflict (days, dimension, key) do update
    set views = w.views + excluded.views, visitors = w.visitors + excluded.visitors,
        article_id = coalesce(excluded.article_id, w.article_id);

  insert into private.analytics_article_totals as t (article_id, views)
  select c.article_id, sum(c.views) from pg_temp.analytics_counts c
   where c.dimension = 'path' and c.article_id is not null
   group by c.article_id
  on conflict (article_id) do update set views = t.views + excluded.views;
end;
$$;

-- Moves the windows from from_day to to_day: each day that has left a window since is taken
-- out of it, once (the state row remembers how far it got).
create or replace function private.analytics_move_windows(from_day date, to_day date)
returns void
language sql
set search_path = ''
as $$
  with leaving as (
    select n.days, d.dimension, d.key, sum(d.views) as views, sum(d.visitors) as visitors
      from (values (7), (30), (90)) n (days)
      join private.analytics_daily d
        on d.day > from_day - n.days and d.day <= to_day - n.days
     group by n.days, d.dimension, d.key
  )
  update private.analytics_windows w
     set views = w.views - l.views, visitors = w.visitors - l.visitors
    from leaving l
   where w.days = l.days and w.dimension = l.dimension and w.key = l.key;
  delete from private.analytics_windows w where w.views <= 0 and w.visitors <= 0;
$$;

-- The windows recomputed from the daily rows: what the tick keeps them equal to (a test checks
-- it), and the way to rebuild them after loading daily rows by hand.
create or replace function private.analytics_rebuild_windows()
returns void
language sql
set search_path = ''
as $$
  delete from private.analytics_windows;
  insert into private.analytics_windows (days, dimension, key, article_id, views, visitors)
  select n.days, d.dimension, d.key, (array_agg(d.article_id) filter (where d.article_id is not null))[1],
         sum(d.views), sum(d.visitors)
    from (values (7::smallint), (30::smallint), (90::smallint)) n (days)
    join private.analytics_daily d on d.day > private.analytics_day(now()) - n.days
   group by n.days, d.dimension, d.key;
  update private.analytics_state set windows_day = private.analytics_day(now()) where id;
$$;

-- The raw events' partitions: one for each day from `first_day` to tomorrow that is within the
-- 90 days kept, and none older.
create or replace function private.analytics_partitions(first_day date, today date)
returns void
language plpgsql
set search_path = ''
as $$
declare
  d date;
  old record;
begin
  for d in select g::date from generate_series(greatest(first_day, today - 89), today + 1, interval '1 day') g loop
    if to_regclass(format('private.page_views_%s', to_char(d, 'YYYYMMDD'))) is null then
      execute format('create table private.page_views_%s partition of private.page_views for values from (%L) to (%L)',
        to_char(d, 'YYYYMMDD'), (d::timestamp at time zone 'UTC'), ((d + 1)::timestamp at time zone 'UTC'));
      execute format('alter table private.page_views_%s enable row level security', to_char(d, 'YYYYMMDD'));
      execute format('revoke all on private.page_views_%s from public, anon, authenticated, service_role', to_char(d, 'YYYYMMDD'));
    end if;
  end loop;
  for old in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'private.page_views'::regclass
       and c.relname ~ '^page_views_\d{8}$'
       and to_date(substring(c.relname from 12), 'YYYYMMDD') < today - 89
  loop
    execute format('drop table private.%I', old.relname);
  end loop;
end;
$$;

-- One run of the job: moves the windows to today, rotates what must go (salts of earlier days,
-- the limit's old minutes, raw events past 90 days), then takes up to max_rows views from the
-- inbox into the raw events and the rollups, in one transaction (a view is counted once or, if
-- the run fails, left in the inbox for the next). Answers how many views and sign-ups it moved;
-- a full batch means more are waiting.
create or replace function private.analytics_tick(max_rows integer default 100000)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  today date := private.analytics_day(now());
  st private.analytics_state%rowtype;
  moved integer;
  signups integer;
begin
  -- One run at a time (the cron job, a second cron run, the local clock).
  select * into st from private.analytics_state where id for update;
  if st.windows_day < today then
    perform private.analytics_move_windows(st.windows_day, today);
  end if;
  update private.analytics_state set windows_day = greatest(windows_day, today), ticked_at = now() where id;

  delete from private.analytics_salts s where s.day < today;
  delete from private.analytics_client_minutes m where m.minute < now() - interval '2 minutes';

  create temporary table if not exists analytics_batch (
    viewed_at timestamptz, day date, path text, article_id uuid, referrer text, utm_source text,
    utm_medium text, utm_campaign text, device text, visitor bigint, first_of_day boolean
  ) on commit drop;
  create temporary table if not exists analytics_counts (
    day date, dimension text, key text, article_id uuid, views bigint, visitors bigint
  ) on commit drop;
  truncate pg_temp.analytics_batch, pg_temp.analytics_counts;

  with taken as (
    delete from private.page_view_inbox i
     where i.ctid = any (array(select x.ctid from private.page_view_inbox x limit max_rows))
    returning i.*
  )
  insert into pg_temp.analytics_batch
  select t.viewed_at, private.analytics_day(t.viewed_at), t.path, t.article_id, t.referrer, t.utm_source,
         t.utm_medium, t.utm_campaign, t.device, t.visitor, false
    from taken t;
  get diagnostics moved = row_count;

  with taken as (
    delete from private.analytics_signup_inbox i
     where i.ctid = any (array(select x.ctid from private.analytics_signup_inbox x limit max_rows))
    returning i.*
  )
  insert into pg_temp.analytics_counts
  select private.analytics_day(t.confirmed_at), 'signup', t.path, null, count(*), 0 from taken t group by 1, 3;
  get diagnostics signups = row_count;

  perform private.analytics_partitions(coalesce((select min(b.day) from pg_temp.analytics_batch b), today), today);

  -- A visitor's first view of its day: the earliest in the batch, unless an earlier batch had one.
  update pg_temp.analytics_batch b set first_of_day = true
   where b.ctid in (select distinct on (x.day, x.visitor) x.ctid from pg_temp.analytics_batch x order by x.day, x.visitor, x.viewed_at)
     and not exists (select 1 from private.page_views r
                      where r.visitor = b.visitor
                        and r.viewed_at >= (b.day::timestamp at time zone 'UTC')
                        and r.viewed_at < ((b.day + 1)::timestamp at time zone 'UTC'));

  insert into private.page_views (viewed_at, path, article_id, referrer, utm_source, utm_medium, utm_campaign, device, visitor, first_of_day)
  select b.viewed_at, b.path, b.article_id, b.referrer, b.utm_source, b.utm_medium, b.utm_campaign, b.device, b.visitor, b.first_of_day
    from pg_temp.analytics_batch b
   where b.day >= today - 89;

  insert into pg_temp.analytics_counts (day, dimension, key, article_id, views, visitors)
  select b.day, 'site', '', null::uuid, count(*), count(*) filter (where b.first_of_day) from pg_temp.analytics_batch b group by b.day
  union all
  select b.day, 'path', b.path, (array_agg(b.article_id) filter (where b.article_id is not null))[1], count(*),
         count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b group by b.day, b.path
  union all
  select b.day, 'referrer', b.referrer, null, count(*), count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b where b.referrer is not null group by b.day, b.referrer
  union all
  select b.day, 'campaign', json_build_array(b.utm_source, b.utm_medium, b.utm_campaign)::text, null, count(*),
         count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b
   where coalesce(b.utm_source, b.utm_medium, b.utm_campaign) is not null
   group by b.day, b.utm_source, b.utm_medium, b.utm_campaign
  union all
  select b.day, 'device', b.device, null, count(*), count(*) filter (where b.first_of_day)
    from pg_temp.analytics_batch b group by b.day, b.device;

  perform private.analytics_add_counts(today);
  return json_build_object('views', moved, 'signup_days', signups);
end;
$$;

revoke all on function private.analytics_day(timestamptz), private.is_bot(text), private.analytics_page(text),
  private.request_client_address(), private.analytics_referrer(text, text), private.analytics_label(text),
  private.analytics_add_counts(date), private.analytics_move_windows(date, date), private.analytics_rebuild_windows(),
  private.analytics_partitions(date, date), private.analytics_tick(integer)
  from public, anon, authenticated, service_role;
revoke all on function public.collect_page_view(text, text, text, text, text, text) from public;
grant execute on function public.collect_page_view(text, text, text, text, text, text) to anon, authenticated;

-- Reading (editors and administrators) ------------------------------------------------------------
create or replace function private.analytics_reader()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce(private.staff_may('editor'), false) then
    raise exception 'only editors and administrators read analytics' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.analytics_reader() from public, anon, authenticated, service_role;

-- The Analytics tab in one answer: visitors and views per day for the last `days` days (7, 30
-- or 90, today included), the period's top articles, referrers, campaigns, devices and the pages
-- newsletter sign-ups came from, and when the rollup last ran. Reads the daily rows of one
-- dimension by key and the first rows of the windows' index: a few hundred rows at most.
create or replace function public.analytics_report(days integer)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.analytics_day(now());
  span smallint;
  result json;
begin
  perform private.analytics_reader();
  if days is null or days not in (7, 30, 90) then
    raise exception using errcode = '22023', message = 'days must be 7, 30 or 90';
  end if;
  span := days;
  select json_build_object(
    'days', (select json_agg(json_build_object('day', g.day, 'views', coalesce(d.views, 0), 'visitors', coalesce(d.visitors, 0)) order by g.day)
               from (select (today - i) as day from generate_series(0, span - 1) i) g
               left join private.analytics_daily d on d.dimension = 'site' and d.day = g.day and d.key = ''),
    'articles', (select coalesce(json_agg(json_build_object('path', w.key, 'article_id', w.article_id, 'title', a.title, 'views', w.views)
                                          order by w.views desc, w.key), '[]')
                   from (select * from private.analytics_windows x
                          where x.days = span and x.dimension = 'path' and x.article_id is not null
                          order by x.views desc, x.key limit 10) w
                   left join public.articles a on a.id = w.article_id),
    'referrers', (select coalesce(json_agg(json_build_object('domain', w.key, 'views', w.views, 'visitors', w.visitors)
                                           order by w.views desc, w.key), '[]')
                    from (select * from private.analytics_windows x where x.days = span and x.dimension = 'referrer'
                           order by x.views desc, x.key limit 10) w),
    'campaigns', (select coalesce(json_agg(json_build_object('source', k ->> 0, 'medium', k ->> 1, 'campaign', k ->> 2,
                                                             'views', w.views, 'visitors', w.visitors)
                                           order by w.views desc, w.key), '[]')
                    from (select x.*, x.key::json as k from private.analytics_windows x where x.days = span and x.dimension = 'campaign'
                           order by x.views desc, x.key limit 10) w),
    'devices', (select coalesce(json_agg(json_build_object('device', w.key, 'views', w.views, 'visitors', w.visitors)
                                         order by w.views desc, w.key), '[]')
                  from private.analytics_windows w where w.days = span and w.dimension = 'device'),
    'signups', (select coalesce(json_agg(json_build_object('path', w.key, 'title', a.title, 'signups', w.views)
                                         order by w.views desc, w.key), '[]')
                  from (select * from private.analytics_windows x where x.days = span and x.dimension = 'signup'
                         order by x.views desc, x.key limit 10) w
                  left join private.visible_articles a on w.key ~ '^/[a-z0-9-]+$' and a.slug = substring(w.key from 2)),
    'updated_at', (select s.ticked_at from private.analytics_state s where s.id))
    into result;
  return result;
end;
$$;

-- Views of up to 100 articles (the Articles list's page), all time: {"<id>": views, …}; an
-- article never viewed is left out.
create or replace function public.article_view_counts(article_ids uuid[])
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.analytics_reader();
  if cardinality(article_ids) > 100 then
    raise exception using errcode = '22023', message = 'at most 100 articles at a time';
  end if;
  return coalesce((select json_object_agg(t.article_id, t.views) from private.analytics_article_totals t
                    where t.article_id = any (article_ids)), '{}'::json);
end;
$$;

-- One article's views for its editor: all time, and per day for the last 30 days.
create or replace function public.article_view_history(article_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.analytics_day(now());
begin
  perform private.analytics_reader();
  return json_build_object(
    'total', coalesce((select t.views from private.analytics_article_totals t where t.article_id = article_view_history.article_id), 0),
    'days', (select json_agg(json_build_object('day', g.day, 'views', coalesce(d.views, 0)) order by g.day)
               from (select (today - i) as day from generate_series(0, 29) i) g
               left join (select x.day, sum(x.views) as views from private.analytics_daily x
                           where x.article_id = article_view_history.article_id and x.day > today - 30
                           group by x.day) d on d.day = g.day));
end;
$$;

revoke all on function public.analytics_report(integer), public.article_view_counts(uuid[]), public.article_view_history(uuid) from public;
grant execute on function public.analytics_report(integer), public.article_view_counts(uuid[]), public.article_view_history(uuid) to authenticated;

-- Hosted: Supabase Cron runs the job every minute where pg_cron is enabled (Database →
-- Extensions); elsewhere (the local backend, which runs its own clock) nothing is scheduled.
do $cron$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('analytics-rollup', '* * * * *', 'select private.analytics_tick()');
  end if;
end
$cron$;
