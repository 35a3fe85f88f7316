-- table private.search_words: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.search_words (
  word text not null,
  articles integer not null,
  visible_from timestamp with time zone not null,
  constraint search_words_pkey PRIMARY KEY (word)
);

CREATE INDEX search_words_word_trgm_gist_idx ON private.search_words USING gist (word extensions.gist_trgm_ops);
CREATE INDEX search_words_word_trgm_idx ON private.search_words USING gin (word extensions.gin_trgm_ops);

alter table private.search_words enable row level security;

-- no privileges for anyone but the owner
