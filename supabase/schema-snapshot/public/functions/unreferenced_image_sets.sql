-- function public.unreferenced_image_sets: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.unreferenced_image_sets(sets text[])
 RETURNS SETOF text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if not public.is_staff() then
    raise exception 'only members may ask which images are unused' using errcode = '42501';
  end if;
  if cardinality(sets) > 1000 then
    raise exception 'ask about at most 1000 image sets at once' using errcode = '22023';
  end if;
  return query
    select distinct s from unnest(sets) as s
    where s <> '' and not exists (select 1 from private.image_set_refs r where r.set_key = s);
end
$function$;

revoke all on function public.unreferenced_image_sets(text[]) from public;
grant execute on function public.unreferenced_image_sets(text[]) to authenticated;
