-- function public.confirm_subscription: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.confirm_subscription(token text)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hit uuid;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return json_build_object('confirmed', false);
  end if;
  -- Opening the link twice confirms twice; a link older than a week, or one sent before the
  -- address unsubscribed, no longer confirms. A link sent after the unsubscribe (the reader
  -- subscribed again) confirms anew.
  update public.subscribers s
     set status = 'confirmed',
         confirmed_at = case when s.status = 'unsubscribed' then now() else coalesce(s.confirmed_at, now()) end,
         unsubscribed_at = null
   where s.confirm_token_hash = private.mail_token_hash(token)
     and s.confirm_sent_at > now() - interval '7 days'
     and (s.status in ('pending', 'confirmed')
          or (s.status = 'unsubscribed' and s.confirm_sent_at > coalesce(s.unsubscribed_at, '-infinity'::timestamptz)))
  returning s.id into hit;
  return json_build_object('confirmed', hit is not null);
end;
$function$;

revoke all on function public.confirm_subscription(text) from public;
grant execute on function public.confirm_subscription(text) to anon;
grant execute on function public.confirm_subscription(text) to authenticated;
grant execute on function public.confirm_subscription(text) to service_role;
