-- function private.guard_comment_insert: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.guard_comment_insert()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  limited boolean := private.is_limited_caller();
  client bytea;
  text_hash bytea;
  last_minute integer;
  last_hour integer;
begin
  if limited then
    perform private.count_request_row('comments');
  end if;

  if nullif(btrim(new.website), '') is not null then
    perform private.refuse_comment();
  end if;
  new.website := null;

  if not limited then
    return new;
  end if;

  client := private.client_key();
  -- Serialise one client's inserts so parallel requests cannot all pass the same count.
  perform pg_advisory_xact_lock(7001, hashtext(encode(client, 'hex')));
  select count(*) filter (where s.created_at > now() - interval '1 minute'), count(*)
    into last_minute, last_hour
    from private.comment_submissions s
    where s.client_key = client and s.created_at > now() - interval '1 hour';
  if last_minute >= 5 or last_hour >= 20 then
    perform private.refuse_comment();
  end if;

  text_hash := extensions.digest(lower(regexp_replace(btrim(new.content), '\s+', ' ', 'g')), 'sha256');
  perform pg_advisory_xact_lock(7002, hashtext(new.article_id::text || encode(text_hash, 'hex')));
  if exists (
    select 1 from private.comment_submissions s
    where s.article_id = new.article_id and s.content_hash = text_hash
      and s.created_at > now() - interval '1 hour'
  ) then
    perform private.refuse_comment();
  end if;

  -- Forget what no rule looks at any more, a bounded batch per insert; rows another
  -- transaction is already deleting are skipped rather than waited for.
  delete from private.comment_submissions
    where ctid in (
      select s.ctid from private.comment_submissions s
      where s.created_at < now() - interval '1 hour'
      limit 100
      for update skip locked
    );
  insert into private.comment_submissions (client_key, article_id, content_hash)
    values (client, new.article_id, text_hash);
  return new;
end;
$function$;

revoke all on function private.guard_comment_insert() from public;
