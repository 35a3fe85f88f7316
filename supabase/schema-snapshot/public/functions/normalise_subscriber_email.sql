-- function public.normalise_subscriber_email: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.normalise_subscriber_email()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$function$;

revoke all on function public.normalise_subscriber_email() from public;
