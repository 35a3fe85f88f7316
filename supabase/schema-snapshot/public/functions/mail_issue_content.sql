-- function public.mail_issue_content: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.mail_issue_content(issue_id uuid)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select json_build_object(
           'subject', i.subject, 'intro', i.intro,
           'articles', coalesce(i.content, private.newsletter_articles(i.article_ids)),
           'postal_address', (select s.postal_address from public.site_settings s limit 1))
    from public.newsletter_issues i
   where i.id = mail_issue_content.issue_id;
$function$;

revoke all on function public.mail_issue_content(uuid) from public;
grant execute on function public.mail_issue_content(uuid) to service_role;
