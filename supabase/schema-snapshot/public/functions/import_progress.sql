-- function public.import_progress: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.import_progress(import_id uuid, processed integer, counts jsonb, notes jsonb, state text DEFAULT NULL::text)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  current public.imports := private.require_import(import_progress.import_id);
  room integer := greatest(0, 2000 - current.notes_count);
  added integer;
begin
  if import_progress.state is not null and import_progress.state not in ('done', 'failed') then
    raise exception 'an import ends done or failed' using errcode = '22023';
  end if;
  with lines as (
    insert into public.import_notes (import_id, kind, subject, reason)
    select import_progress.import_id, n.kind, left(coalesce(n.subject, ''), 300), left(coalesce(n.reason, ''), 1000)
      from jsonb_to_recordset(case when jsonb_typeof(import_progress.notes) = 'array' then import_progress.notes else '[]'::jsonb end)
           as n(kind text, subject text, reason text)
     where n.kind in ('skipped', 'warning')
     limit room
    returning 1
  )
  select count(*) into added from lines;
  update public.imports i
     set processed = greatest(0, import_progress.processed),
         counts = case when jsonb_typeof(import_progress.counts) = 'object' then import_progress.counts else i.counts end,
         notes_count = i.notes_count + added,
         state = coalesce(import_progress.state, i.state),
         finished_at = case when import_progress.state is not null then now() else i.finished_at end,
         updated_at = now()
   where i.id = import_progress.import_id and i.state in ('running', 'failed');
end;
$function$;

revoke all on function public.import_progress(uuid,integer,jsonb,jsonb,text) from public;
grant execute on function public.import_progress(uuid,integer,jsonb,jsonb,text) to authenticated;
grant execute on function public.import_progress(uuid,integer,jsonb,jsonb,text) to service_role;
