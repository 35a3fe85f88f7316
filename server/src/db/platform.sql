-- What the hosted Supabase platform provides before a project's own migrations run: the API
-- roles, the auth and storage schemas with the tables, helpers and grants that RLS policies
-- and the Auth/Storage services rely on. Idempotent: applied on every start, before
-- supabase/migrations. Column names follow GoTrue (supabase/auth migrations) and
-- supabase/storage so SQL written for the hosted platform works unchanged.

-- Roles -------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

alter role service_role bypassrls;
alter role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

-- Extensions --------------------------------------------------------------------------------
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to public;
grant usage on schema extensions to anon, authenticated, service_role;

do $$
begin
  execute format('alter database %I set search_path = "$user", public, extensions', current_database());
end
$$;
alter role authenticator set search_path = "$user", public, extensions;

-- public ------------------------------------------------------------------------------------
-- No default privileges for the API roles (hosted since 30 October 2026): what the migrations
-- create is reachable only through their own grants. Data directories made before this kept
-- the old defaults of the superuser; they are taken back here.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;

-- auth --------------------------------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- As GoTrue's migrations leave it: no default id (GoTrue always sends one), no default times,
-- and e-mails unique only among users who are not SSO users (users_email_partial_key).
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
-- Data directories made before kept the old shape: bring it to hosted's.
alter table auth.users alter column id drop default;
alter table auth.users alter column created_at drop default;
alter table auth.users alter column updated_at drop default;
alter table auth.users drop constraint if exists users_email_key;
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
comment on index auth.users_email_partial_key is 'Auth: A partial unique index that applies only when is_sso_user is false';
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
-- GoTrue's token lookups (add_unique_idx): one account per pending link, found without a scan.
create unique index if not exists confirmation_token_idx on auth.users using btree (confirmation_token) where confirmation_token !~ '^[0-9 ]*$';
create unique index if not exists recovery_token_idx on auth.users using btree (recovery_token) where recovery_token !~ '^[0-9 ]*$';

create table if not exists auth.identities (
  id uuid not null primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  email text generated always as (lower(identity_data ->> 'email')) stored,
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);

-- Multi-factor authentication, as GoTrue's migrations define it (add_mfa_schema and the later
-- index, phone, last_challenged_at and WebAuthn migrations): same types, names and columns, so
-- SQL written against hosted auth.mfa_factors works here. Like hosted, anon and authenticated
-- get no grant on these tables: a policy that reads them needs a security definer function.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end $$;

create table if not exists auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text null,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text null,
  phone text unique default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb null,
  web_authn_aaguid uuid null,
  last_webauthn_challenge_data jsonb null,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists unique_verified_phone_factor on auth.mfa_factors (user_id, phone);

create table if not exists auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade,
  constraint amr_id_pk primary key (id)
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- sessions.aal is GoTrue's aal_level (data directories made before held it as text).
do $$ begin
  if exists (select 1 from information_schema.columns
              where table_schema = 'auth' and table_name = 'sessions' and column_name = 'aal' and data_type = 'text') then
    alter table auth.sessions alter column aal type auth.aal_level using aal::auth.aal_level;
  end if;
end $$;
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);

-- The helpers RLS policies call, as Supabase defines them (supabase/auth migrations
-- 20211124214934_update_auth_functions.up.sql and 20220224000811_update_auth_functions).
create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.role', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
    )::text
$$;

create or replace function auth.email()
returns text
language sql
stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim.email', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
    )::text
$$;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select
    coalesce(
      nullif(current_setting('request.jwt.claim', true), ''),
      nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- storage -----------------------------------------------------------------------------------
create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid not null primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  constraint bucketid_objname unique (bucket_id, name)
);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- Both with RLS, as supabase/storage creates them. No policy on storage.buckets: the API roles
-- see no bucket through SQL (the Storage API reads them as the table's owner).
alter table storage.objects enable row level security;
alter table storage.buckets enable row level security;

-- Path helpers storage policies commonly use (supabase/storage migrations).
create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

-- supabase/storage grants the API roles everything in its schema (default privileges) and
-- lets RLS decide; revoke first, for data directories made with the old narrower grants.
revoke all on storage.objects, storage.buckets from anon, authenticated, service_role;
grant all on storage.objects, storage.buckets to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

-- Migration bookkeeping, as the Supabase CLI keeps it -----------------------------------------
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text not null primary key,
  statements text[],
  name text,
  applied_at timestamptz not null default now()
);

-- Per-role statement timeouts, as hosted sets them (PostgREST applies the impersonated role's
-- settings to each request; so does the local REST API, server/src/db/index.ts).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
-- And, as hosted sets it, no request waits more than 8 s for a lock (the local REST API logs in
-- as authenticator, so every request's connection has it).
alter role authenticator set lock_timeout = '8s';

-- Storage refuses direct deletes --------------------------------------------------------------
-- As supabase/storage's tenant migration 0055: rows of storage tables are deleted only by the
-- Storage API, which sets storage.allow_delete_query for its own transaction, so a file's row
-- never disappears while its bytes stay served.
create or replace function storage.protect_delete()
returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end;
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- The platform's service roles own the auth and storage schemas ------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit;
  end if;
end
$$;
alter schema auth owner to supabase_auth_admin;
alter table auth.users owner to supabase_auth_admin;
alter table auth.identities owner to supabase_auth_admin;
alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
alter table auth.mfa_amr_claims owner to supabase_auth_admin;
alter type auth.factor_type owner to supabase_auth_admin;
alter type auth.factor_status owner to supabase_auth_admin;
alter type auth.aal_level owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;
alter schema storage owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

-- The role migrations run as: the hosted `postgres` role's rights ----------------------------
-- On hosted Supabase, `postgres` is not a superuser: it owns what the project creates in its
-- own schemas, may use the API roles, reads and writes the auth and storage tables, and may
-- create policies on storage.objects (the platform's policy grants), little else there. The
-- local superuser applies this file; supabase/migrations and seed.sql run as
-- `hosted_postgres`, which has those rights and no more (policies on storage.objects: only
-- while the migrations run, see below).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'hosted_postgres') then
    create role hosted_postgres login nosuperuser inherit createdb createrole bypassrls;
  end if;
  execute format('grant create, connect, temporary on database %I to hosted_postgres', current_database());
end
$$;
grant anon, authenticated, service_role to hosted_postgres;
alter schema public owner to hosted_postgres;
grant usage, create on schema extensions to hosted_postgres;
grant usage on schema auth, storage to hosted_postgres;
grant all on all tables in schema auth to hosted_postgres;
grant all on all sequences in schema auth to hosted_postgres;
grant all on storage.objects, storage.buckets to hosted_postgres;
-- On hosted, the CLI's first `supabase db push` creates supabase_migrations as `postgres`, which
-- so owns it (and the seed_files table `--include-seed` adds to it).
alter schema supabase_migrations owner to hosted_postgres;
alter table supabase_migrations.schema_migrations owner to hosted_postgres;
-- Not a member of supabase_storage_admin (hosted revoked that membership from `postgres`).
-- Creating a policy needs the table owner's rights, which hosted lends to `postgres` for
-- policies only (supautils' policy grants); here the runner lends the membership for the
-- length of the migration run alone (server/src/db/index.ts), and the event trigger below
-- refuses every change to the platform's schemas but policies meanwhile.
revoke supabase_storage_admin from hosted_postgres;

-- Data directories made before this ran the migrations as the superuser: hand what they
-- created in the project's schemas to hosted_postgres, so later migrations may change it.
do $$
declare
  item record;
begin
  for item in
    select n.nspname as schema_name
      from pg_namespace n join pg_roles o on o.oid = n.nspowner
     where n.nspname = 'private' and o.rolsuper
  loop
    execute format('alter schema %I owner to hosted_postgres', item.schema_name);
  end loop;
  for item in
    select c.oid::regclass as name, c.relkind
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_roles o on o.oid = c.relowner
     where n.nspname in ('public', 'private') and o.rolsuper and c.relkind in ('r', 'p', 'v', 'm')
  loop
    execute format('alter %s %s owner to hosted_postgres',
                   case item.relkind when 'v' then 'view' when 'm' then 'materialized view' else 'table' end,
                   item.name);
  end loop;
  for item in
    select p.oid::regprocedure as name
      from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace
      join pg_roles o on o.oid = p.proowner
      left join pg_depend d on d.objid = p.oid and d.deptype = 'e'
     where n.nspname in ('public', 'private') and o.rolsuper and d.objid is null
  loop
    execute format('alter routine %s owner to hosted_postgres', item.name);
  end loop;
end
$$;

-- The platform's guard on its own schemas: of the changes a role that is not a superuser makes
-- to the auth and storage schemas, only policies pass (which still need the table owner's
-- rights, lent to hosted_postgres during migration runs only); hosted enforces this with
-- supautils.
create schema if not exists local_platform;
revoke all on schema local_platform from public;

-- The last TOTP time step each factor accepted (RFC 6238 §5.2: a code is accepted once). The
-- local Auth's own bookkeeping, beside GoTrue's tables rather than a column added to them.
create table if not exists local_platform.totp_accepted_steps (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  step bigint not null
);

create or replace function local_platform.guard_platform_ddl()
returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  refused record;
begin
  if (select r.rolsuper from pg_catalog.pg_roles r where r.rolname = current_user) then
    return;
  end if;
  -- Each event has its own list of what it touched; each may be read only in its own event.
  if tg_event = 'sql_drop' then
    select d.object_type, d.object_identity into refused
      from pg_catalog.pg_event_trigger_dropped_objects() d
     where d.schema_name in ('auth', 'storage') and d.object_type <> 'policy'
     limit 1;
  else
    select c.object_type, c.object_identity into refused
      from pg_catalog.pg_event_trigger_ddl_commands() c
     where c.schema_name in ('auth', 'storage') and c.object_type <> 'policy'
     limit 1;
  end if;
  if found then
    raise exception 'permission denied: % on % %', tg_tag, refused.object_type, refused.object_identity
      using errcode = '42501', hint = 'Only policies may be changed on the auth and storage tables.';
  end if;
end;
$$;

drop event trigger if exists local_platform_guard_ddl;
create event trigger local_platform_guard_ddl on ddl_command_end
  execute function local_platform.guard_platform_ddl();
drop event trigger if exists local_platform_guard_drop;
create event trigger local_platform_guard_drop on sql_drop
  execute function local_platform.guard_platform_ddl();
