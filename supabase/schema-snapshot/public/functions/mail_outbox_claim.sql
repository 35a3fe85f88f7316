-- function public.mail_outbox_claim: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.mail_outbox_claim(batch_size integer DEFAULT 50, lease_seconds integer DEFAULT 120)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  claimed json;
begin
  delete from public.subscribers s
   where s.id in (
     select p.id from public.subscribers p
      where p.status = 'pending' and p.confirm_sent_at < now() - interval '7 days'
      limit 100
      for update skip locked
   );

  with due as (
    select o.id from private.mail_outbox o
     where o.state in ('queued', 'sending') and o.next_attempt_at <= now()
     order by o.next_attempt_at
     limit least(greatest(batch_size, 1), 500)
     for update skip locked
  ),
  taken as (
    update private.mail_outbox o
       set state = case
             when o.kind = 'newsletter' and not exists (
               select 1 from public.subscribers s where s.email = o.email and s.status = 'confirmed') then 'cancelled'
             when o.kind = 'confirm' and not exists (
               select 1 from public.subscribers s
                where s.email = o.email
                  and (s.status = 'pending' or (s.status = 'unsubscribed' and s.confirm_token_hash is not null))) then 'cancelled'
             else 'sending' end,
           attempts = o.attempts + 1,
           next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
      from due
     where o.id = due.id
    returning o.id, o.kind, o.issue_id, o.email, o.payload, o.attempts, o.state
  )
  select coalesce(json_agg(json_build_object(
           'id', t.id, 'kind', t.kind, 'issue_id', t.issue_id, 'email', t.email, 'payload', t.payload, 'attempts', t.attempts)
           order by t.id), '[]'::json)
    into claimed
    from taken t
   where t.state = 'sending';
  return claimed;
end;
$function$;

revoke all on function public.mail_outbox_claim(integer,integer) from public;
grant execute on function public.mail_outbox_claim(integer,integer) to service_role;
