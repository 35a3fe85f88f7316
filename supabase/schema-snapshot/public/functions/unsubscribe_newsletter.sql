-- function public.unsubscribe_newsletter: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.unsubscribe_newsletter(token text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  address text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return json_build_object('unsubscribed', false);
  end if;
  select o.email into address from private.mail_outbox o
   where o.unsubscribe_token_hash = private.mail_token_hash(token)
   limit 1;
  if address is null then
    return json_build_object('unsubscribed', false);
  end if;
  update public.subscribers s
     set status = 'unsubscribed', unsubscribed_at = coalesce(s.unsubscribed_at, now()), confirm_token_hash = null
   where s.email = address;
  -- Nothing still waiting goes out to it: stopped at once, not after the queue drains.
  update private.mail_outbox o set state = 'cancelled', payload = '{}'::jsonb
   where o.email = address and o.state in ('queued', 'sending') and o.kind <> 'test';
  return json_build_object('unsubscribed', true);
end;
$function$;

revoke all on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon;
grant execute on function public.unsubscribe_newsletter(text) to authenticated;
grant execute on function public.unsubscribe_newsletter(text) to service_role;
