-- function public.newsletter_issue_progress: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.newsletter_issue_progress(issue_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  issue public.newsletter_issues%rowtype;
  n_sent integer;
  n_failed integer;
  n_remaining integer;
  n_cancelled integer;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to read newsletters' using errcode = '42501';
  end if;
  select * into issue from public.newsletter_issues i where i.id = newsletter_issue_progress.issue_id;
  if not found then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  if issue.state = 'sent' then
    return json_build_object('state', 'sent', 'recipients', issue.recipients, 'sent', issue.sent_count,
      'failed', issue.failed_count, 'remaining', 0, 'cancelled', issue.recipients - issue.sent_count - issue.failed_count);
  end if;
  select count(*) filter (where o.state = 'sent'), count(*) filter (where o.state = 'failed'),
         count(*) filter (where o.state in ('queued', 'sending')), count(*) filter (where o.state = 'cancelled')
    into n_sent, n_failed, n_remaining, n_cancelled
    from private.mail_outbox o
   where o.issue_id = issue.id and o.kind = 'newsletter';
  if issue.state = 'sending' and n_remaining = 0 then
    update public.newsletter_issues i
       set state = 'sent', sent_count = n_sent, failed_count = n_failed, sent_at = now()
     where i.id = issue.id and i.state = 'sending';
    issue.state := 'sent';
  end if;
  return json_build_object('state', issue.state, 'recipients', issue.recipients, 'sent', n_sent,
    'failed', n_failed, 'remaining', n_remaining, 'cancelled', n_cancelled);
end;
$function$;

revoke all on function public.newsletter_issue_progress(uuid) from public;
grant execute on function public.newsletter_issue_progress(uuid) to authenticated;
