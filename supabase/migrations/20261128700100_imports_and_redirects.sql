-- Imports from WordPress, Ghost and Substack, and the old addresses that keep working.
--
--   * public.imports: one row per import (file, format, the category mapping chosen, progress,
--     counts, state running → done | failed → undone). The importer (the dashboard's Import tab or
--     `npm run import`) reports into it after every batch, so a reload shows the progress, and a
--     run from the command line shows in the tab as well.
--   * public.import_notes: the report's lines (skipped with the reason, warnings), at most 2000
--     per import; the rest are counted in imports.counts.
--   * private.import_items: what each import created, by the source's id (format, site, id):
--     a second run of the same file finds its posts there and writes nothing new, and an undo
--     removes exactly what the import added.
--   * public.redirects: an old address (normalised by src/lib/old-address.ts) and where it now
--     leads: an article (its current slug, so a renamed slug still resolves) or a path (a
--     category, an author page). public.resolve_redirect(path) answers the site for an unknown
--     address; public.redirect_rules() pages the build through them for the hosts' redirect files.
--
-- Writes go only through the import_* functions below, for administrators (with their
-- two-factor rule) or the service key, and bypass the readers' abuse limits for their own
-- own writes only (app.import_writes, set and cleared by the functions themselves; no API role can
-- set a setting): an import writes many
-- subscribers and approved comments in one request, which the one-row-per-request and
-- per-client limits exist to refuse to anyone else.

set local lock_timeout = '5s';

-- Who may import --------------------------------------------------------------------------------
create or replace function private.may_import()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.staff_may('admin'), false) or coalesce((select auth.role()) = 'service_role', false);
$$;
revoke all on function private.may_import() from public, anon, authenticated, service_role;

-- The readers' limits do not apply to the importer's own writes (see above).
create or replace function private.is_limited_caller()
 returns boolean
 language sql
 stable
 set search_path to ''
as $function$
  select current_setting('role', true) in ('anon', 'authenticated')
     and coalesce(current_setting('app.import_writes', true), '') <> 'on';
$function$;
revoke all on function private.is_limited_caller() from public;

-- Imports ---------------------------------------------------------------------------------------
create table public.imports (
  id uuid primary key default gen_random_uuid(),
  format text not null check (format in ('wordpress', 'ghost', 'substack')),
  file_name text not null check (char_length(file_name) between 1 and 300),
  file_size bigint not null check (file_size >= 0),
  -- Size and a hash of the first megabyte: the same file chosen again resumes its import.
  fingerprint text not null check (char_length(fingerprint) between 1 and 200),
  -- The old site (WordPress's address, or the one given): part of every source id.
  source_site text not null default '' check (char_length(source_site) <= 300),
  state text not null default 'running' check (state in ('running', 'done', 'failed', 'undone')),
  mapping jsonb not null default '{}'::jsonb check (octet_length(mapping::text) <= 100000),
  total integer not null default 0 check (total >= 0),
  processed integer not null default 0 check (processed >= 0),
  counts jsonb not null default '{}'::jsonb check (octet_length(counts::text) <= 10000),
  notes_count integer not null default 0,
  started_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create index imports_created_at_id_idx on public.imports (created_at desc, id desc);
create index imports_unfinished_idx on public.imports (fingerprint) where state in ('running', 'failed');

alter table public.imports enable row level security;
create policy imports_admin_read on public.imports
  for select to authenticated using ((select private.staff_may('admin')));
revoke all on public.imports from public, anon, authenticated, service_role;
grant select on public.imports to authenticated;
grant select on public.imports to service_role;

create table public.import_notes (
  id bigint generated always as identity primary key,
  import_id uuid not null references public.imports (id) on delete cascade,
  kind text not null check (kind in ('skipped', 'warning')),
  subject text not null check (char_length(subject) <= 300),
  reason text not null check (char_length(reason) <= 1000)
);
create index import_notes_import_id_id_idx on public.import_notes (import_id, id);

alter table public.import_notes enable row level security;
create policy import_notes_admin_read on public.import_notes
  for select to authenticated using ((select private.staff_may('admin')));
revoke all on public.import_notes from public, anon, authenticated, service_role;
grant select on public.import_notes to authenticated;
grant select on public.import_notes to service_role;

create table private.import_items (
  kind text not null check (kind in ('article', 'author', 'subscriber', 'image')),
  -- '<format>:<site>:<the source's id>' for articles; the writer's key for authors; the
  -- address for subscribers; the set's folder for images.
  source_key text not null check (char_length(source_key) <= 600),
  import_id uuid not null references public.imports (id) on delete cascade,
  target_id uuid,
  primary key (kind, source_key)
);
create index import_items_import_id_kind_idx on private.import_items (import_id, kind);
alter table private.import_items enable row level security;
revoke all on private.import_items from public, anon, authenticated, service_role;

-- Redirects -------------------------------------------------------------------------------------
create table public.redirects (
  from_path text primary key check (char_length(from_path) between 2 and 1000 and left(from_path, 1) = '/'),
  article_id uuid references public.articles (id) on delete cascade,
  to_path text check (to_path ~ '^/[a-z0-9/_-]*$' and char_length(to_path) <= 200),
  import_id uuid references public.imports (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint redirects_one_target check ((article_id is null) <> (to_path is null))
);
create index redirects_article_id_idx on public.redirects (article_id) where article_id is not null;
create index redirects_import_id_idx on public.redirects (import_id) where import_id is not null;

alter table public.redirects enable row level security;
create policy redirects_admin_read on public.redirects
  for select to authenticated using ((select private.staff_may('admin')));
create policy redirects_admin_delete on public.redirects
  for delete to authenticated using ((select private.staff_may('admin')));
revoke all on public.redirects from public, anon, authenticated, service_role;
grant select, delete on public.redirects to authenticated;
grant select, insert, update, delete on public.redirects to service_role;

-- Where an old address leads now (a JSON string): the article's address while readers can see
-- it, or the path stored; null otherwise. One probe of the primary key (and one of articles' when it names one).
create or replace function public.resolve_redirect(path text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select to_json(case when r.article_id is not null
                      then (select '/' || v.slug from private.visible_articles v where v.id = r.article_id)
                      else r.to_path end)
    from public.redirects r
   where r.from_path = left(resolve_redirect.path, 1000);
$$;
revoke all on function public.resolve_redirect(text) from public, anon, authenticated, service_role;
grant execute on function public.resolve_redirect(text) to anon, authenticated, service_role;

-- The redirects readers can follow, by address after `after_path`, at most 1000 (the build
-- writes them into the hosts' redirect files): [{ "from": …, "to": … }].
create or replace function public.redirect_rules(after_path text default null, max_rows integer default 1000)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('from', r.from_path, 'to', r.target) order by r.from_path), '[]'::json)
    from (
      select x.from_path,
             case when x.article_id is not null then (select '/' || v.slug from private.visible_articles v where v.id = x.article_id) else x.to_path end as target
        from public.redirects x
       where x.from_path > coalesce(redirect_rules.after_path, '')
       order by x.from_path
       limit greatest(1, least(coalesce(redirect_rules.max_rows, 1000), 1000))
    ) r
   where r.target is not null;
$$;
revoke all on function public.redirect_rules(text, integer) from public, anon, authenticated, service_role;
grant execute on function public.redirect_rules(text, integer) to anon, authenticated, service_role;

-- Starting, reporting and finishing -------------------------------------------------------------
create or replace function private.require_import(import_id uuid)
returns public.imports
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.imports;
begin
  if not private.may_import() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  select i.* into found from public.imports i where i.id = require_import.import_id;
  if found.id is null then
    raise exception 'no import %', require_import.import_id using errcode = 'P0002';
  end if;
  return found;
end;
$$;
revoke all on function private.require_import(uuid) from public, anon, authenticated, service_role;

-- Starts an import, or carries on an unfinished one of the same file (same fingerprint).
create or replace function public.import_start(
  format text, file_name text, file_size bigint, fingerprint text, source_site text, total integer, mapping jsonb
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  unfinished public.imports;
  started public.imports;
begin
  if not private.may_import() then
    raise exception 'only administrators may import' using errcode = '42501';
  end if;
  select i.* into unfinished from public.imports i
   where i.fingerprint = import_start.fingerprint and i.state in ('running', 'failed')
   order by i.created_at desc limit 1
   for update;
  if unfinished.id is not null then
    update public.imports i set state = 'running', mapping = import_start.mapping, total = import_start.total, updated_at = now(), finished_at = null
     where i.id = unfinished.id;
    return json_build_object('id', unfinished.id, 'resumed', true);
  end if;
  insert into public.imports (format, file_name, file_size, fingerprint, source_site, total, mapping)
  values (import_start.format, left(import_start.file_name, 300), import_start.file_size, import_start.fingerprint,
          left(coalesce(import_start.source_site, ''), 300), greatest(import_start.total, 0), import_start.mapping)
  returning * into started;
  return json_build_object('id', started.id, 'resumed', false);
end;
$$;
revoke all on function public.import_start(text, text, bigint, text, text, integer, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_start(text, text, bigint, text, text, integer, jsonb) to authenticated, service_role;

-- Which of these source keys any import already wrote (at most 1000 a call).
create or replace function public.import_existing(import_id uuid, kind text, keys text[])
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_import(import_existing.import_id);
  if cardinality(import_existing.keys) > 1000 then
    raise exception 'at most 1000 keys a call' using errcode = '22023';
  end if;
  return array(select t.source_key from private.import_items t
                where t.kind = import_existing.kind and t.source_key = any (import_existing.keys));
end;
$$;
revoke all on function public.import_existing(uuid, text, text[]) from public, anon, authenticated, service_role;
grant execute on function public.import_existing(uuid, text, text[]) to authenticated, service_role;

-- Progress after a batch: what is processed, the counts so far, the batch's report lines.
create or replace function public.import_progress(import_id uuid, processed integer, counts jsonb, notes jsonb, state text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
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
$$;
revoke all on function public.import_progress(uuid, integer, jsonb, jsonb, text) from public, anon, authenticated, service_role;
grant execute on function public.import_progress(uuid, integer, jsonb, jsonb, text) to authenticated, service_role;

-- Image sets an import stored: its undo removes them (the caller deletes the files through the
-- Storage API, as hosted Storage requires).
create or replace function public.import_images(import_id uuid, sets text[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_import(import_images.import_id);
  insert into private.import_items (kind, source_key, import_id)
  select 'image', s, import_images.import_id from unnest(import_images.sets[1:1000]) s
   where s ~ '^[A-Za-z0-9._-]+$' and char_length(s) <= 300
  on conflict do nothing;
end;
$$;
revoke all on function public.import_images(uuid, text[]) from public, anon, authenticated, service_role;
grant execute on function public.import_images(uuid, text[]) to authenticated, service_role;

-- Subscribers -----------------------------------------------------------------------------------
-- Consenting addresses arrive confirmed (their consent was given on the old site), suppressed
-- ones unsubscribed, so they stay suppressed here; an address already on the list is left as
-- it is (an unsubscribed reader is never re-subscribed). Nothing is mailed: only a pending row
-- queues a confirmation, and none is written. At most 1000 a call.
create or replace function public.import_subscribers(import_id uuid, rows jsonb)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  item record;
  address text;
  inserted uuid;
  added integer := 0;
  kept integer := 0;
  invalid integer := 0;
begin
  perform private.require_import(import_subscribers.import_id);
  perform set_config('app.import_writes', 'on', true);
  if jsonb_typeof(import_subscribers.rows) <> 'array' or jsonb_array_length(import_subscribers.rows) > 1000 then
    raise exception 'rows must be an array of at most 1000' using errcode = '22023';
  end if;
  for item in select * from jsonb_to_recordset(import_subscribers.rows) as r(email text, consent text, date timestamptz) loop
    address := lower(btrim(coalesce(item.email, '')));
    if char_length(address) > 254
       or address !~ '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'
       or item.consent not in ('consenting', 'suppressed') then
      invalid := invalid + 1;
      continue;
    end if;
    if exists (select 1 from public.subscribers s where s.email = address) then
      kept := kept + 1;
      continue;
    end if;
    insert into public.subscribers (email, status, created_at, confirmed_at, unsubscribed_at)
    values (address,
            case when item.consent = 'consenting' then 'confirmed' else 'unsubscribed' end,
            coalesce(item.date, now()),
            case when item.consent = 'consenting' then coalesce(item.date, now()) end,
            case when item.consent = 'suppressed' then now() end)
    returning id into inserted;
    insert into private.import_items (kind, source_key, import_id, target_id)
    values ('subscriber', address, import_subscribers.import_id, inserted)
    on conflict do nothing;
    added := added + 1;
  end loop;
  perform set_config('app.import_writes', '', true);
  return json_build_object('added', added, 'kept', kept, 'invalid', invalid);
end;
$$;
revoke all on function public.import_subscribers(uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.import_subscribers(uuid, jsonb) to authenticated, service_role;
