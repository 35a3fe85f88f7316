-- A new build when an article page's comments change.
--
-- A prerendered article page holds its approved comments, so approving a comment, taking an
-- approved one back (to pending or rejected), deleting an approved one, or editing one that is
-- approved (the SQL editor can) changes what readers of that page see, and the host must build
-- again. As on public.articles, statement triggers queue one request per statement (reason
-- 'comment', naming up to 20 of the articles whose pages changed); the same sender turns it into
-- the next POST, at most one a minute.
--
-- Only what readers see asks: a comment that is or was approved, on an article that is live
-- (published and due). A reader's pending comment, the moderation of pending ones into rejected,
-- and anything on drafts or scheduled articles queue nothing. Comments removed with their
-- article (on delete cascade) queue nothing either: the article is already gone when their
-- statement's trigger runs, and its own 'delete' request asks for the build.
--
-- Like the rest of the queue, nothing here is reachable through the Data API.

set local lock_timeout = '5s';

alter table private.site_rebuild_requests drop constraint site_rebuild_requests_reason_check;
alter table private.site_rebuild_requests add constraint site_rebuild_requests_reason_check
  check (reason in ('publish', 'update', 'unpublish', 'delete', 'scheduled', 'comment'));

-- article_count of a 'comment' request is the number of article pages whose comments changed
-- (one per article, however many of its comments the statement touched).
create or replace function private.queue_site_rebuild_for_comments()
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
      insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
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
    insert into private.site_rebuild_requests (reason, article_ids, slugs, article_count)
    select 'comment', (array_agg(a.id order by a.id))[1:20], (array_agg(a.slug order by a.id))[1:20], count(*)
      from private.visible_articles a
     where a.id = any (changed)
    having count(*) > 0;
  end if;
  return null;
end;
$$;
revoke all on function private.queue_site_rebuild_for_comments() from public, anon, authenticated, service_role;

create trigger comments_site_rebuild_insert after insert on public.comments
  referencing new table as new_rows
  for each statement execute function private.queue_site_rebuild_for_comments();
create trigger comments_site_rebuild_update after update on public.comments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.queue_site_rebuild_for_comments();
create trigger comments_site_rebuild_delete after delete on public.comments
  referencing old table as old_rows
  for each statement execute function private.queue_site_rebuild_for_comments();
create trigger comments_site_rebuild_truncate after truncate on public.comments
  for each statement execute function private.queue_site_rebuild_for_comments();
