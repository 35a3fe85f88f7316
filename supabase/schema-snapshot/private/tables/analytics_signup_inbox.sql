-- table private.analytics_signup_inbox: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table private.analytics_signup_inbox (
  confirmed_at timestamp with time zone default now() not null,
  path text not null
);

alter table private.analytics_signup_inbox enable row level security;

-- no privileges for anyone but the owner
