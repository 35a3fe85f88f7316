-- function private.record_article_revision: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.record_article_revision()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  editor uuid := auth.uid();
begin
  insert into public.article_revisions
    (article_id, title, excerpt, content, category, image_url, image_alt, featured, breaking, status,
     publish_date, author, edited_by, edited_by_name)
  values
    (old.id, old.title, old.excerpt, old.content, old.category, old.image_url, old.image_alt, old.featured,
     old.breaking, old.status, old.publish_date, old.author, editor, private.editor_name(editor));
  return null;
end;
$function$;

revoke all on function private.record_article_revision() from public;
