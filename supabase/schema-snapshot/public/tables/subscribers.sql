-- table public.subscribers: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.subscribers (
  id uuid default gen_random_uuid() not null,
  email text not null,
  created_at timestamp with time zone default now() not null,
  status text default 'pending'::text not null,
  confirmed_at timestamp with time zone,
  unsubscribed_at timestamp with time zone,
  confirm_token_hash bytea,
  confirm_sent_at timestamp with time zone,
  constraint subscribers_pkey PRIMARY KEY (id),
  constraint subscribers_email_key UNIQUE (email),
  constraint subscribers_email_check CHECK (email = lower(btrim(email)) AND email ~ '^\S+@\S+\.\S+$'::text AND char_length(email) <= 254),
  constraint subscribers_email_strict CHECK (email ~ '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text) NOT VALID,
  constraint subscribers_status_check CHECK (status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'unsubscribed'::text]))
);

CREATE INDEX subscribers_confirm_token_idx ON public.subscribers USING btree (confirm_token_hash) WHERE (confirm_token_hash IS NOT NULL);
CREATE INDEX subscribers_confirmed_idx ON public.subscribers USING btree (email) WHERE (status = 'confirmed'::text);
CREATE INDEX subscribers_created_at_id_idx ON public.subscribers USING btree (created_at DESC, id DESC);
CREATE INDEX subscribers_pending_idx ON public.subscribers USING btree (confirm_sent_at) WHERE (status = 'pending'::text);

CREATE TRIGGER subscribers_limit_per_client BEFORE INSERT ON public.subscribers FOR EACH ROW EXECUTE FUNCTION private.limit_subscribe_attempts();
CREATE TRIGGER subscribers_normalise_email BEFORE INSERT OR UPDATE ON public.subscribers FOR EACH ROW EXECUTE FUNCTION public.normalise_subscriber_email();
CREATE TRIGGER subscribers_replace_existing BEFORE INSERT ON public.subscribers FOR EACH ROW EXECUTE FUNCTION private.guard_subscriber_insert();

alter table public.subscribers enable row level security;

create policy subscribers_admin_delete on public.subscribers
  for delete to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy subscribers_admin_read on public.subscribers
  for select to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));
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
