-- function public.send_newsletter_issue: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.send_newsletter_issue(issue_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  issue public.newsletter_issues%rowtype;
  queued integer;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to send newsletters' using errcode = '42501';
  end if;
  select * into issue from public.newsletter_issues i where i.id = send_newsletter_issue.issue_id for update;
  if not found then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  if issue.state <> 'draft' then
    -- Already sending or sent: a second click (or a second tab) queues nothing more.
    return json_build_object('state', issue.state, 'recipients', issue.recipients);
  end if;
  if char_length(btrim(issue.subject)) = 0 then
    raise exception 'a newsletter needs a subject' using errcode = '22023';
  end if;
  if coalesce((select char_length(btrim(s.postal_address)) from public.site_settings s limit 1), 0) = 0 then
    raise exception 'a newsletter needs the postal address: an administrator sets it in Settings' using errcode = '22023';
  end if;

  insert into private.mail_outbox (kind, issue_id, email, payload, unsubscribe_token_hash)
  select 'newsletter', issue.id, t.email, jsonb_build_object('token', t.token), private.mail_token_hash(t.token)
    -- A volatile call in the select list runs once per row: every recipient its own token.
    from (select s.email, private.new_mail_token() as token from public.subscribers s where s.status = 'confirmed') t
  on conflict (issue_id, email) where kind = 'newsletter' do nothing;
  get diagnostics queued = row_count;

  update public.newsletter_issues i
     set state = 'sending', content = private.newsletter_articles(issue.article_ids), recipients = queued,
         sending_at = now()
   where i.id = issue.id;
  return json_build_object('state', 'sending', 'recipients', queued);
end;
$function$;

revoke all on function public.send_newsletter_issue(uuid) from public;
grant execute on function public.send_newsletter_issue(uuid) to authenticated;
