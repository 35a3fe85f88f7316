-- function private.refuse_comment_on_hidden_article: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.refuse_comment_on_hidden_article()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function private.refuse_comment_on_hidden_article() from public;
