-- function public.invited_account: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.invited_account(address text)
 RETURNS uuid
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select u.id
    from auth.users u
   -- GoTrue's unique index on e-mail (users_email_partial_key) answers it.
   where u.email = lower(btrim(address)) and u.is_sso_user = false
     and u.invited_at is not null and u.email_confirmed_at is null and u.last_sign_in_at is null
   order by u.created_at
   limit 1;
$function$;

revoke all on function public.invited_account(text) from public;
grant execute on function public.invited_account(text) to service_role;
