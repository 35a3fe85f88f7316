-- function private.import_batch_slug: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.import_batch_slug(wanted text, taken text[])
 RETURNS text
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  candidate text := coalesce(wanted, '');
  n integer := 1;
begin
  if candidate = '' or candidate !~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' or char_length(candidate) > 110 then
    return '';
  end if;
  perform pg_advisory_xact_lock(7005, hashtext(candidate));
  while private.is_reserved_slug(candidate) or candidate = any(taken)
        or exists (select 1 from public.articles a where a.slug = candidate) loop
    n := n + 1;
    candidate := wanted || '-' || n;
  end loop;
  return candidate;
end;
$function$;

revoke all on function private.import_batch_slug(text,text[]) from public;
