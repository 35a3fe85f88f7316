-- function public.mail_sender: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.mail_sender()
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(
    (select json_build_object('site_name', s.site_name, 'reply_to', nullif(s.reply_to, '')) from public.site_settings s limit 1),
    json_build_object('site_name', 'The Daily Opinion', 'reply_to', null));
$function$;

revoke all on function public.mail_sender() from public;
grant execute on function public.mail_sender() to service_role;
