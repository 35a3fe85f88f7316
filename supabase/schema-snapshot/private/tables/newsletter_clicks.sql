-- table private.newsletter_clicks: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.newsletter_clicks (
  issue_id uuid not null,
  link text not null,
  clicks bigint default 0 not null,
  constraint newsletter_clicks_pkey PRIMARY KEY (issue_id, link),
  constraint newsletter_clicks_issue_id_fkey FOREIGN KEY (issue_id) REFERENCES public.newsletter_issues(id) ON DELETE CASCADE
);

alter table private.newsletter_clicks enable row level security;

-- no privileges for anyone but the owner
