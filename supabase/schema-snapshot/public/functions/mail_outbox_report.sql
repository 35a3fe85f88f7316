-- function public.mail_outbox_report: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.mail_outbox_report(results json)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changed integer;
begin
  with r as (
    select (e ->> 'id')::bigint as id, coalesce((e ->> 'ok')::boolean, false) as ok,
           coalesce((e ->> 'permanent')::boolean, false) as permanent, left(e ->> 'error', 500) as error
      from json_array_elements(results) e
  )
  update private.mail_outbox o
     set state = case when r.ok then 'sent' when r.permanent or o.attempts >= 10 then 'failed' else 'queued' end,
         sent_at = case when r.ok then now() else o.sent_at end,
         last_error = case when r.ok then o.last_error else r.error end,
         payload = case when r.ok or r.permanent or o.attempts >= 10 then o.payload - 'token' else o.payload end,
         next_attempt_at = case when r.ok then o.next_attempt_at
                                else now() + least(interval '30 seconds' * power(2, o.attempts - 1), interval '1 hour') end
    from r
   where o.id = r.id and o.state = 'sending';
  get diagnostics changed = row_count;
  return json_build_object('updated', changed);
end;
$function$;

revoke all on function public.mail_outbox_report(json) from public;
grant execute on function public.mail_outbox_report(json) to service_role;
