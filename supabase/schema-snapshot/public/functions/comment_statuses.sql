-- function public.comment_statuses: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.comment_statuses(ids uuid[])
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if cardinality(ids) > 50 then
    raise exception using
      errcode = '22023',
      message = 'At most 50 comment ids can be asked for at once';
  end if;
  return (select coalesce(json_agg(json_build_object('id', c.id, 'status', c.status)), '[]'::json)
            from public.comments c
           where c.id = any (ids));
end;
$function$;

revoke all on function public.comment_statuses(uuid[]) from public;
grant execute on function public.comment_statuses(uuid[]) to anon;
grant execute on function public.comment_statuses(uuid[]) to authenticated;
grant execute on function public.comment_statuses(uuid[]) to service_role;
