-- table private.import_items: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.import_items (
  kind text not null,
  source_key text not null,
  import_id uuid not null,
  target_id uuid,
  created boolean default true not null,
  constraint import_items_pkey PRIMARY KEY (kind, source_key),
  constraint import_items_import_id_fkey FOREIGN KEY (import_id) REFERENCES public.imports(id) ON DELETE CASCADE,
  constraint import_items_kind_check CHECK (kind = ANY (ARRAY['article'::text, 'author'::text, 'subscriber'::text, 'image'::text])),
  constraint import_items_source_key_check CHECK (char_length(source_key) <= 600)
);

CREATE INDEX import_items_import_id_kind_idx ON private.import_items USING btree (import_id, kind);

alter table private.import_items enable row level security;

-- no privileges for anyone but the owner
