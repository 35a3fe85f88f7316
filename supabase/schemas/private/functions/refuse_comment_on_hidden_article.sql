-- function private.refuse_comment_on_hidden_article: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.refuse_comment_on_hidden_article()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.is_limited_caller()
     and exists (select 1 from public.articles a where a.id = new.article_id)
     and not exists (select 1 from private.visible_articles v where v.id = new.article_id) then
    raise exception using
      errcode = '23503',
      message = 'insert or update on table "comments" violates foreign key constraint "comments_article_id_fkey"',
      -- Without select on articles (readers have none) PostgreSQL leaves the key out.
      detail = 'Key is not present in table "articles".';
  end if;
  return new;
end;
$function$;

revoke all on function private.refuse_comment_on_hidden_article() from public;
