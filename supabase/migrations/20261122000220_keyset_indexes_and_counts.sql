-- Lists at 100,000 articles: offset paging walks and sorts every skipped row (the last
-- admin page sorted 40 MB on disk) and every page paid for an exact count.
--
-- Keyset pagination: lists order by (publish_date desc, id desc) and ask for the rows after the
-- last one shown. These indexes return any page in that order by reading only that page:
--   ?order=publish_date.desc,id.desc&limit=16
--   &publish_date=lte.<last date>&or=(publish_date.lt.<last date>,and(publish_date.eq.<last date>,id.lt.<last id>))
-- (the redundant `lte` gives the index a start key; the `or` settles ties). The last page is
-- the first page of the reverse order (publish_date.asc,id.asc). The sitemap walks every
-- article the same way (select=id,slug,updated_at,publish_date): articles are stored roughly
-- in publish order, so this reads the table sequentially, where walking by the random uuid
-- primary key would visit a different page for every row. They replace the shipped
-- single-column indexes, which they cover.
create index articles_publish_date_id_idx on public.articles (publish_date desc, id desc);
create index articles_category_publish_date_id_idx on public.articles (category, publish_date desc, id desc);
drop index public.articles_publish_date_idx;
drop index public.articles_category_publish_date_idx;

-- Counts without counting ("counts that do not scan the table on every page"). Small
-- tables kept exact by statement-level triggers, so a bulk insert adds one update per
-- category, not one per row. They hold nothing a caller could not count before: articles per
-- category are public; comment counts follow the comments policy (the approved count is
-- public, the others are for administrators).
create table public.article_counts (
  category text primary key,
  articles bigint not null default 0
);
alter table public.article_counts enable row level security;
create policy "article_counts_public_read" on public.article_counts
  for select to anon, authenticated using (true);
revoke insert, update, delete, truncate on public.article_counts from anon, authenticated;

create table public.comment_counts (
  status text primary key,
  comments bigint not null default 0
);
alter table public.comment_counts enable row level security;
create policy "comment_counts_read_like_comments" on public.comment_counts
  for select to anon, authenticated using (status = 'approved' or (select public.is_admin()));
revoke insert, update, delete, truncate on public.comment_counts from anon, authenticated;

-- Trigger functions run as their owner: the counters accept no writes from API roles.
create or replace function public.count_articles_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its event has. Rows are locked in key order
  -- so two concurrent statements cannot deadlock on the counters.
  if tg_op = 'INSERT' then
    insert into public.article_counts as c (category, articles)
    select r.category, count(*) from new_rows r group by r.category order by r.category
    on conflict (category) do update set articles = c.articles + excluded.articles;
  elsif tg_op = 'DELETE' then
    insert into public.article_counts as c (category, articles)
    select r.category, -count(*) from old_rows r group by r.category order by r.category
    on conflict (category) do update set articles = c.articles + excluded.articles;
  elsif tg_op = 'UPDATE' then
    insert into public.article_counts as c (category, articles)
    select d.category, sum(d.n)
      from (select r.category, -1 as n from old_rows r union all select r.category, 1 from new_rows r) d
     group by d.category
    having sum(d.n) <> 0
     order by d.category
    on conflict (category) do update set articles = c.articles + excluded.articles;
  elsif tg_op = 'TRUNCATE' then
    update public.article_counts set articles = 0 where articles <> 0;
  end if;
  return null;
end;
$$;

create or replace function public.count_comments_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Each branch names only the transition tables its event has. Rows are locked in key order
  -- so two concurrent statements cannot deadlock on the counters.
  if tg_op = 'INSERT' then
    insert into public.comment_counts as c (status, comments)
    select r.status, count(*) from new_rows r group by r.status order by r.status
    on conflict (status) do update set comments = c.comments + excluded.comments;
  elsif tg_op = 'DELETE' then
    insert into public.comment_counts as c (status, comments)
    select r.status, -count(*) from old_rows r group by r.status order by r.status
    on conflict (status) do update set comments = c.comments + excluded.comments;
  elsif tg_op = 'UPDATE' then
    insert into public.comment_counts as c (status, comments)
    select d.status, sum(d.n)
      from (select r.status, -1 as n from old_rows r union all select r.status, 1 from new_rows r) d
     group by d.status
    having sum(d.n) <> 0
     order by d.status
    on conflict (status) do update set comments = c.comments + excluded.comments;
  elsif tg_op = 'TRUNCATE' then
    update public.comment_counts set comments = 0 where comments <> 0;
  end if;
  return null;
end;
$$;
revoke all on function public.count_articles_changed() from public, anon, authenticated;
revoke all on function public.count_comments_changed() from public, anon, authenticated;

-- A transition table names only the rows of its own event, hence one trigger per event.
create trigger articles_count_insert after insert on public.articles
  referencing new table as new_rows
  for each statement execute function public.count_articles_changed();
create trigger articles_count_update after update on public.articles
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_articles_changed();
create trigger articles_count_delete after delete on public.articles
  referencing old table as old_rows
  for each statement execute function public.count_articles_changed();
create trigger articles_count_truncate after truncate on public.articles
  for each statement execute function public.count_articles_changed();

create trigger comments_count_insert after insert on public.comments
  referencing new table as new_rows
  for each statement execute function public.count_comments_changed();
create trigger comments_count_update after update on public.comments
  referencing old table as old_rows new table as new_rows
  for each statement execute function public.count_comments_changed();
create trigger comments_count_delete after delete on public.comments
  referencing old table as old_rows
  for each statement execute function public.count_comments_changed();
create trigger comments_count_truncate after truncate on public.comments
  for each statement execute function public.count_comments_changed();

-- Start from the rows already there (the triggers exist from here on, in the same transaction).
insert into public.article_counts (category, articles)
select category, count(*) from public.articles group by category;
insert into public.comment_counts (status, comments)
select status, count(*) from public.comments group by status;

-- How many articles a filtered admin list holds. Without a search term the counter answers
-- exactly. With one, matches are counted up to `cap` only: beyond that the list shows "cap+"
-- instead of counting every match on every keystroke. Same filters as the admin list: category
-- equals, title or excerpt contains the term (case-insensitive; LIKE wildcards match themselves).
create or replace function public.article_count(category text default null, search text default null, cap integer default 1000)
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  with term as (
    select nullif(btrim(coalesce(article_count.search, '')), '') as text,
           greatest(1, least(coalesce(article_count.cap, 1000), 10000)) as cap
  ),
  pattern as (
    select '%' || replace(replace(replace(term.text, '\', '\\'), '%', '\%'), '_', '\_') || '%' as value from term
  ),
  searched as (
    select count(*) as n
      from (
        select 1
          from public.articles a, pattern
         where (a.title ilike pattern.value or a.excerpt ilike pattern.value)
           and (article_count.category is null or a.category = article_count.category)
         limit (select term.cap + 1 from term)
      ) m
  )
  select case
    when (select term.text from term) is null then
      json_build_object(
        'count', (select coalesce(sum(c.articles), 0) from public.article_counts c
                   where article_count.category is null or c.category = article_count.category),
        'exact', true)
    else
      (select json_build_object('count', least(s.n, term.cap), 'exact', s.n <= term.cap) from searched s, term)
  end;
$$;

comment on function public.article_count(text, text, integer) is
  'Articles in a filtered admin list: exact from article_counts without a search term; with one, counted up to cap ({"count": n, "exact": bool}).';

-- For the dashboard: signed-in callers only (RLS still decides what they count).
revoke all on function public.article_count(text, text, integer) from public, anon;
grant execute on function public.article_count(text, text, integer) to authenticated, service_role;

-- The dashboard overview in one request. Articles and pending comments come from the counters;
-- video posts and subscribers are small tables counted exactly. security invoker: a signed-in
-- caller who is not an administrator gets 0 for what the policies hide (pending comments,
-- subscribers), as with the four count requests this replaces.
create or replace function public.overview_counts()
returns json
language sql
stable
security invoker
set search_path = ''
as $$
  select json_build_object(
    'articles', (select coalesce(sum(c.articles), 0) from public.article_counts c),
    'video_posts', (select count(*) from public.video_posts),
    'pending_comments', (select coalesce(sum(c.comments), 0) from public.comment_counts c where c.status = 'pending'),
    'subscribers', (select count(*) from public.subscribers)
  );
$$;

comment on function public.overview_counts() is
  'Dashboard overview counts: articles, video_posts, pending_comments, subscribers (what the caller may see).';

revoke all on function public.overview_counts() from public, anon;
grant execute on function public.overview_counts() to authenticated, service_role;
