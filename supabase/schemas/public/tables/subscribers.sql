-- table public.subscribers: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.subscribers (
  id uuid default gen_random_uuid() not null,
  email text not null,
  created_at timestamp with time zone default now() not null,
  constraint subscribers_pkey PRIMARY KEY (id),
  constraint subscribers_email_key UNIQUE (email),
  constraint subscribers_email_check CHECK (email = lower(btrim(email)) AND email ~ '^\S+@\S+\.\S+$'::text AND char_length(email) <= 254),
  constraint subscribers_email_strict CHECK (email ~ '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text) NOT VALID
);

CREATE INDEX subscribers_created_at_id_idx ON public.subscribers USING btree (created_at DESC, id DESC);

CREATE TRIGGER subscribers_limit_per_client BEFORE INSERT ON public.subscribers FOR EACH ROW EXECUTE FUNCTION private.limit_subscribe_attempts();
CREATE TRIGGER subscribers_normalise_email BEFORE INSERT OR UPDATE ON public.subscribers FOR EACH ROW EXECUTE FUNCTION public.normalise_subscriber_email();
CREATE TRIGGER subscribers_replace_existing BEFORE INSERT ON public.subscribers FOR EACH ROW EXECUTE FUNCTION private.guard_subscriber_insert();

alter table public.subscribers enable row level security;

create policy subscribers_admin_delete on public.subscribers
  for delete to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy subscribers_admin_read on public.subscribers
  for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
create policy subscribers_public_insert on public.subscribers
  for insert to anon
  with check (true);
create policy subscribers_signed_in_insert on public.subscribers
  for insert to authenticated
  with check (( SELECT private.session_is_live() AS session_is_live));

grant delete, select on table public.subscribers to authenticated;
grant delete, insert, select, update on table public.subscribers to service_role;
grant insert (email) on table public.subscribers to anon;
grant insert (email) on table public.subscribers to authenticated;
