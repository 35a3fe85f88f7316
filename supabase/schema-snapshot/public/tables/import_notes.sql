-- table public.import_notes: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.import_notes (
  id bigint generated always as identity not null,
  import_id uuid not null,
  kind text not null,
  subject text not null,
  reason text not null,
  constraint import_notes_pkey PRIMARY KEY (id),
  constraint import_notes_import_id_fkey FOREIGN KEY (import_id) REFERENCES public.imports(id) ON DELETE CASCADE,
  constraint import_notes_kind_check CHECK (kind = ANY (ARRAY['skipped'::text, 'warning'::text])),
  constraint import_notes_reason_check CHECK (char_length(reason) <= 1000),
  constraint import_notes_subject_check CHECK (char_length(subject) <= 300)
);

CREATE INDEX import_notes_import_id_id_idx ON public.import_notes USING btree (import_id, id);

alter table public.import_notes enable row level security;

create policy import_notes_admin_read on public.import_notes
  for select to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));

grant select on table public.import_notes to authenticated;
grant select on table public.import_notes to service_role;
