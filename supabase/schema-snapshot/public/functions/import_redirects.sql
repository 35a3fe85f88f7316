-- function public.import_redirects: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_redirects(import_id uuid, rows jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  job public.imports := private.require_import(import_redirects.import_id);
  added integer;
begin
  if jsonb_typeof(import_redirects.rows) <> 'array' or jsonb_array_length(import_redirects.rows) > 5000 then
    raise exception 'rows must be an array of at most 5000' using errcode = '22023';
  end if;
  with targets as (
    select r.from_path,
           case when r.category is not null then '/category/' || r.category
                else (select '/author/' || w.slug from private.import_items t join public.authors w on w.id = t.target_id
                       where t.kind = 'author' and t.source_key = job.format || ':' || job.source_site || ':' || r.author_key
                         and w.slug is not null and w.display_name is not null) end as to_path
      from jsonb_to_recordset(import_redirects.rows) as r(from_path text, category text, author_key text)
     where left(r.from_path, 1) = '/' and char_length(r.from_path) between 2 and 1000
       and (r.category is null or r.category ~ '^[a-z-]{1,40}$')
  ), inserted as (
    insert into public.redirects (from_path, to_path, import_id)
    select t.from_path, t.to_path, import_redirects.import_id from targets t
     where t.to_path is not null and t.to_path <> t.from_path
    on conflict (from_path) do nothing
    returning 1
  )
  select count(*) into added from inserted;
  return added;
end;
$function$;

revoke all on function public.import_redirects(uuid,jsonb) from public;
grant execute on function public.import_redirects(uuid,jsonb) to authenticated;
grant execute on function public.import_redirects(uuid,jsonb) to service_role;
