-- Newsletter clicks and sign-ups by page, counted without tracking anyone.
--
-- Clicks: the links of a newsletter go through the newsletter-click Edge Function
-- (/functions/v1/newsletter-click?issue=…&link=/slug), which asks public.newsletter_click where
-- to send the reader and redirects there. The link must be one the issue holds (its masthead
-- '/' or one of its articles), so the redirect goes nowhere else; a click on a sent issue's
-- link adds one to a counter per issue and link. No recipient is known to the link (every copy
-- of an issue carries the same), nothing is stored about the reader, and there is no open
-- pixel. A bot's click (a link scanner, a preview; the function forwards the reader's user
-- agent) is not counted.
--
-- Sign-ups by page: the subscribe form sends the path it was on; a pending sign-up keeps it
-- (pending rows expire after a week), and the confirmation counts it for that page and clears
-- it, so no confirmed address carries the page it came from.

set local lock_timeout = '5s';

create table private.newsletter_clicks (
  issue_id uuid not null references public.newsletter_issues (id) on delete cascade,
  link text not null,
  clicks bigint not null default 0,
  primary key (issue_id, link)
);
alter table private.newsletter_clicks enable row level security;
revoke all on private.newsletter_clicks from public, anon, authenticated, service_role;

-- Where a newsletter link goes: {"go": '/' or '/<slug>' when the issue holds that link (its
-- frozen articles once sent; a draft's chosen articles, for a test copy), else null, "campaign":
-- the issue's subject, for the page view's campaign tag}. Counts the click when the issue went
-- out and the caller is no bot; a test copy's clicks count nothing.
create or replace function public.newsletter_click(issue_id uuid, link text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issue public.newsletter_issues%rowtype;
  agent text := left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 1000);
begin
  if link is null or char_length(link) > 200 then
    return json_build_object('go', null, 'campaign', null);
  end if;
  select * into issue from public.newsletter_issues i where i.id = newsletter_click.issue_id;
  if not found or (link <> '/' and not exists (
    select 1 from jsonb_array_elements(coalesce(issue.content, private.newsletter_articles(issue.article_ids))) a
     where '/' || (a ->> 'slug') = link)) then
    return json_build_object('go', null, 'campaign', null);
  end if;
  if issue.state in ('sending', 'sent') and not private.is_bot(agent) then
    insert into private.newsletter_clicks as c (issue_id, link, clicks) values (issue.id, link, 1)
    on conflict on constraint newsletter_clicks_pkey do update set clicks = c.clicks + 1;
  end if;
  return json_build_object('go', link, 'campaign', nullif(issue.subject, ''));
end;
$$;

-- Clicks of up to 100 issues for the Newsletter tab's history: {"<issue id>": {"total": n,
-- "links": [{"link": "/slug", "title": …, "clicks": n}, …]}}; an issue never clicked is left out.
create or replace function public.newsletter_click_counts(issue_ids uuid[])
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.analytics_reader();
  if cardinality(issue_ids) > 100 then
    raise exception using errcode = '22023', message = 'at most 100 issues at a time';
  end if;
  return coalesce((
    select json_object_agg(x.issue_id, json_build_object('total', x.total, 'links', x.links))
      from (select c.issue_id, sum(c.clicks) as total,
                   json_agg(json_build_object('link', c.link, 'title', a.title, 'clicks', c.clicks) order by c.clicks desc, c.link) as links
              from private.newsletter_clicks c
              left join public.newsletter_issues i on i.id = c.issue_id
              left join lateral (
                select e ->> 'title' as title from jsonb_array_elements(i.content) e
                 where '/' || (e ->> 'slug') = c.link limit 1) a on true
             where c.issue_id = any (issue_ids)
             group by c.issue_id) x), '{}'::json);
end;
$$;

revoke all on function public.newsletter_click(uuid, text), public.newsletter_click_counts(uuid[]) from public;
grant execute on function public.newsletter_click(uuid, text) to anon, authenticated, service_role;
grant execute on function public.newsletter_click_counts(uuid[]) to authenticated;

-- Sign-ups by page -----------------------------------------------------------------------------
alter table public.subscribers add column signup_path text;
grant insert (signup_path) on public.subscribers to anon, authenticated;

-- After subscribers_replace_existing (triggers fire by name): only a pending sign-up keeps a
-- path, and only one of a page readers can open.
create or replace function private.keep_signup_path()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'pending' or not coalesce((private.analytics_page(new.signup_path)).known, false) then
    new.signup_path := null;
  end if;
  return new;
end;
$$;

-- The confirmation counts the sign-up for its page (the tick rolls it up) and forgets the page.
create or replace function private.count_confirmed_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.confirmed_at is null and new.confirmed_at is not null then
    insert into private.analytics_signup_inbox (path) values (coalesce(new.signup_path, ''));
  end if;
  if new.status <> 'pending' then
    new.signup_path := null;
  end if;
  return new;
end;
$$;

revoke all on function private.keep_signup_path(), private.count_confirmed_signup() from public, anon, authenticated, service_role;

create trigger subscribers_signup_path before insert on public.subscribers
  for each row execute function private.keep_signup_path();
create trigger subscribers_signup_confirmed before update on public.subscribers
  for each row execute function private.count_confirmed_signup();
