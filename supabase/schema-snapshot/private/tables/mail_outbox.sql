-- table private.mail_outbox: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.mail_outbox (
  id bigint generated always as identity not null,
  kind text not null,
  issue_id uuid,
  email text not null,
  payload jsonb default '{}'::jsonb not null,
  unsubscribe_token_hash bytea,
  state text default 'queued'::text not null,
  attempts integer default 0 not null,
  next_attempt_at timestamp with time zone default now() not null,
  last_error text,
  sent_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  constraint mail_outbox_pkey PRIMARY KEY (id),
  constraint mail_outbox_kind_check CHECK (kind = ANY (ARRAY['confirm'::text, 'newsletter'::text, 'test'::text])),
  constraint mail_outbox_state_check CHECK (state = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'cancelled'::text]))
);

CREATE INDEX mail_outbox_due_idx ON private.mail_outbox USING btree (next_attempt_at) WHERE (state = ANY (ARRAY['queued'::text, 'sending'::text]));
CREATE INDEX mail_outbox_email_idx ON private.mail_outbox USING btree (email);
CREATE UNIQUE INDEX mail_outbox_issue_email_key ON private.mail_outbox USING btree (issue_id, email) WHERE (kind = 'newsletter'::text);
CREATE INDEX mail_outbox_issue_state_idx ON private.mail_outbox USING btree (issue_id, state) WHERE (issue_id IS NOT NULL);
CREATE INDEX mail_outbox_unsubscribe_idx ON private.mail_outbox USING btree (unsubscribe_token_hash) WHERE (unsubscribe_token_hash IS NOT NULL);

alter table private.mail_outbox enable row level security;

-- no privileges for anyone but the owner
