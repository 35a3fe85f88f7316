-- table private.image_set_refs: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.image_set_refs (
  source text not null,
  article_id uuid not null,
  set_key text not null,
  constraint image_set_refs_pkey PRIMARY KEY (source, article_id, set_key),
  constraint image_set_refs_source_check CHECK (source = ANY (ARRAY['article'::text, 'autosave'::text]))
);

CREATE INDEX image_set_refs_set_key ON private.image_set_refs USING btree (set_key);

-- no privileges for anyone but the owner
