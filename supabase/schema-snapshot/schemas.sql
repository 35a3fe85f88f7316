-- schemas and extensions: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create extension if not exists pg_trgm with schema extensions;
create extension if not exists pgcrypto with schema extensions;

create schema if not exists private;
grant usage on schema private to authenticated;
create schema if not exists public;
comment on schema public is 'standard public schema';
grant usage on schema public to anon;
grant usage on schema public to authenticated;
grant usage on schema public to public;
grant usage on schema public to service_role;
