-- function private.stamp_review_request: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.stamp_review_request()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  if new.status = 'published' or new.review_requested_at is null then
    new.review_requested_at := null;
  elsif tg_op = 'INSERT' or old.review_requested_at is null then
    new.review_requested_at := now();
  else
    new.review_requested_at := old.review_requested_at;
  end if;
  return new;
end;
$function$;

revoke all on function private.stamp_review_request() from public;
