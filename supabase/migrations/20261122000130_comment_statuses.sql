-- The status of comments whose ids the caller already holds: a reader's browser keeps
-- its own submitted comments, with the ids it generated, and asks which were approved or
-- rejected so a rejected one leaves its "awaiting approval" list. Pending and rejected rows stay
-- unreadable under RLS; this answers only (id, status), never content or author, and only for
-- ids the caller names, which are random UUIDs nobody else knows for unpublished comments.
create or replace function public.comment_statuses(ids uuid[])
returns table (id uuid, status text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(ids) > 50 then
    raise exception using
      errcode = '22023',
      message = 'At most 50 comment ids can be asked for at once';
  end if;
  return query select c.id, c.status from public.comments c where c.id = any (ids);
end;
$$;

revoke all on function public.comment_statuses(uuid[]) from public;
grant execute on function public.comment_statuses(uuid[]) to anon, authenticated, service_role;
