-- table private.comment_submissions: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.comment_submissions (
  client_key bytea not null,
  article_id uuid not null,
  content_hash bytea not null,
  created_at timestamp with time zone default now() not null
);

CREATE INDEX comment_submissions_client_idx ON private.comment_submissions USING btree (client_key, created_at);
CREATE INDEX comment_submissions_created_idx ON private.comment_submissions USING btree (created_at);
CREATE INDEX comment_submissions_text_idx ON private.comment_submissions USING btree (article_id, content_hash, created_at);

alter table private.comment_submissions enable row level security;

-- no privileges for anyone but the owner
