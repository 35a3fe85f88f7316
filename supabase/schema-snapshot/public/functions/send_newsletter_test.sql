-- function public.send_newsletter_test: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.send_newsletter_test(issue_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text;
begin
  if not coalesce(public.can_send_newsletter(), false) then
    raise exception 'not allowed to send newsletters' using errcode = '42501';
  end if;
  if not exists (select 1 from public.newsletter_issues i where i.id = send_newsletter_test.issue_id) then
    raise exception 'no such newsletter issue' using errcode = 'P0002';
  end if;
  select u.email into address from auth.users u where u.id = (select auth.uid());
  if address is null or address = '' then
    raise exception 'your account has no e-mail address' using errcode = '22023';
  end if;
  -- A test carries a token whose hash is stored nowhere: its unsubscribe link unsubscribes nobody.
  insert into private.mail_outbox (kind, issue_id, email, payload)
  values ('test', send_newsletter_test.issue_id, lower(address), jsonb_build_object('token', private.new_mail_token()));
  return json_build_object('queued', true, 'email', lower(address));
end;
$function$;

revoke all on function public.send_newsletter_test(uuid) from public;
grant execute on function public.send_newsletter_test(uuid) to authenticated;
