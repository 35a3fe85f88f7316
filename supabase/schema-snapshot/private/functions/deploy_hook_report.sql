-- function private.deploy_hook_report: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.deploy_hook_report(delivery bigint, ok boolean, http_status integer DEFAULT NULL::integer, failure text DEFAULT NULL::text, quiet interval DEFAULT '00:01:00'::interval)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  update private.deploy_hook_deliveries d
     set state = case when ok then 'sent' else 'retrying' end,
         sent_at = case when ok then now() else d.sent_at end,
         last_status = http_status,
         last_error = case when ok then d.last_error else left(coalesce(failure, 'HTTP ' || http_status, 'no answer'), 500) end,
         next_attempt_at = case when ok then d.next_attempt_at
                                else now() + least(quiet * power(2, least(d.attempts, 20) - 1), interval '1 hour') end
   where d.id = delivery and d.state = 'sending';
  return found;
end;
$function$;

revoke all on function private.deploy_hook_report(bigint,boolean,integer,text,interval) from public;
