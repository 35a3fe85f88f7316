-- function public.newsletter_click: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.newsletter_click(issue_id uuid, link text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;

revoke all on function public.newsletter_click(uuid,text) from public;
grant execute on function public.newsletter_click(uuid,text) to anon;
grant execute on function public.newsletter_click(uuid,text) to authenticated;
grant execute on function public.newsletter_click(uuid,text) to service_role;
