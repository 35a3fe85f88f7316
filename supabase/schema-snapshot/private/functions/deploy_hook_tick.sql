-- function private.deploy_hook_tick: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.deploy_hook_tick()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  hook_url text;
  pending private.deploy_hook_deliveries%rowtype;
  answer record;
  claimed jsonb;
  request_id bigint;
begin
  select * into pending from private.deploy_hook_deliveries d
   where d.state = 'sending' and d.net_request_id is not null;
  if found then
    select r.status_code, r.error_msg, r.timed_out into answer
      from net._http_response r where r.id = pending.net_request_id;
    if found then
      perform private.deploy_hook_report(pending.id, answer.status_code between 200 and 299, answer.status_code,
        case when answer.timed_out then 'timed out' else answer.error_msg end);
    end if;
  end if;

  select s.decrypted_secret into hook_url from vault.decrypted_secrets s where s.name = 'deploy_hook_url';
  if coalesce(hook_url, '') = '' then
    return;
  end if;
  claimed := private.deploy_hook_claim();
  if claimed is null then
    return;
  end if;
  request_id := net.http_post(
    url := hook_url,
    body := claimed -> 'payload',
    headers := jsonb_build_object('Content-Type', 'application/json'),
    timeout_milliseconds := 30000);
  update private.deploy_hook_deliveries d set net_request_id = request_id where d.id = (claimed ->> 'id')::bigint;
end;
$function$;

revoke all on function private.deploy_hook_tick() from public;
