-- A reader's comment on any article readers cannot see gets one answer, checked first.
--
-- Hidden articles (drafts, scheduled) were refused by a trigger before the comment limits, with
-- the foreign key's error; an unknown or deleted id went through the limits first and reached
-- the foreign key only at the end. A client over its limit therefore got 409 `23503` for a
-- hidden article and 429 `PT429` for a deleted one, and article ids are public (RSS guids), so
-- the difference told unpublished work from deleted work. Now every id that is not a visible
-- article, whether it names a hidden row, a deleted one or none, is refused by this trigger
-- (which fires before comments_guard_insert) with the same error, before any limit is counted;
-- the foreign key is never reached by a reader. A comment on a visible article goes on to the
-- limits as before. Staff and service_role are not refused here (the foreign key still holds).

set local lock_timeout = '5s';

create or replace function private.refuse_comment_on_hidden_article()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.article_id is not null
     and private.is_limited_caller()
     and not exists (select 1 from private.visible_articles v where v.id = new.article_id) then
    raise exception using
      errcode = '23503',
      message = 'insert or update on table "comments" violates foreign key constraint "comments_article_id_fkey"',
      -- What PostgreSQL says to a role without select on articles (readers have none).
      detail = 'Key is not present in table "articles".';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_comment_on_hidden_article() from public, anon, authenticated, service_role;
