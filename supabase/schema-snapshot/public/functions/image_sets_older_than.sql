-- function public.image_sets_older_than: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.image_sets_older_than(min_age_seconds integer, after_name text DEFAULT NULL::text, max_objects integer DEFAULT 1000)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  names text[];
  sets text[];
begin
  if not public.is_editor() then
    raise exception 'only editors may sweep images' using errcode = '42501';
  end if;
  names := array(
    select o.name
      from storage.objects o
     where o.bucket_id = 'article-images' and o.name > coalesce(after_name, '')
     order by o.name
     limit greatest(1, least(coalesce(max_objects, 1000), 1000))
  );
  sets := array(
    select s
      from (select distinct split_part(n, '/', 1) as s from unnest(names) as n) candidates
     where s <> ''
       -- The newest object of the whole set, wherever it sorts, not only those on this page.
       and (
         select max(o.created_at)
           from storage.objects o
          where o.bucket_id = 'article-images'
            and (o.name = s or o.name like replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '/%')
       ) <= now() - make_interval(secs => greatest(coalesce(min_age_seconds, 0), 0))
     order by s
  );
  return json_build_object(
    'sets', to_json(sets),
    'next', case when cardinality(names) >= greatest(1, least(coalesce(max_objects, 1000), 1000)) then names[cardinality(names)] end
  );
end;
$function$;

revoke all on function public.image_sets_older_than(integer,text,integer) from public;
grant execute on function public.image_sets_older_than(integer,text,integer) to authenticated;
