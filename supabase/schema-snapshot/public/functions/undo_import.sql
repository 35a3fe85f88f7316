-- function public.undo_import: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.undo_import(import_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  job public.imports := private.require_import(undo_import.import_id);
  articles integer;
  writers integer;
  readers integer;
  paths integer;
  sets text[];
begin
  perform private.import_as_owner();
  -- A second undo waits for the first and then finds nothing left.
  perform 1 from public.imports i where i.id = job.id for update;
  delete from public.redirects r where r.import_id = job.id;
  get diagnostics paths = row_count;
  delete from public.articles a using private.import_items t
   where t.import_id = job.id and t.kind = 'article' and a.id = t.target_id;
  get diagnostics articles = row_count;
  delete from public.authors w using private.import_items t
   where t.import_id = job.id and t.kind = 'author' and t.created and w.id = t.target_id and w.user_id is null
     and not exists (select 1 from public.articles a where a.byline_id = w.id);
  get diagnostics writers = row_count;
  delete from public.subscribers s using private.import_items t
   where t.import_id = job.id and t.kind = 'subscriber' and s.id = t.target_id;
  get diagnostics readers = row_count;
  -- Its images, unless something else shows them now (an editor may have reused one).
  select coalesce(array_agg(t.source_key), '{}') into sets from private.import_items t
   where t.import_id = job.id and t.kind = 'image'
     and not exists (select 1 from private.image_set_refs r where r.set_key = t.source_key);
  delete from private.import_items t where t.import_id = job.id;
  update public.imports i set state = 'undone', updated_at = now(), finished_at = now() where i.id = job.id;
  return json_build_object('articles', articles, 'authors', writers, 'subscribers', readers, 'redirects', paths, 'image_sets', sets);
end;
$function$;

revoke all on function public.undo_import(uuid) from public;
grant execute on function public.undo_import(uuid) to authenticated;
grant execute on function public.undo_import(uuid) to service_role;
