-- table public.site_settings: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.site_settings (
  id boolean default true not null,
  postal_address text default ''::text not null,
  updated_at timestamp with time zone default now() not null,
  constraint site_settings_pkey PRIMARY KEY (id),
  constraint site_settings_id_check CHECK (id),
  constraint site_settings_postal_address_check CHECK (char_length(postal_address) <= 300)
);

alter table public.site_settings enable row level security;

create policy site_settings_admin_update on public.site_settings
  for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));
create policy site_settings_dashboard_read on public.site_settings
  for select to authenticated
  using (( SELECT public.can_send_newsletter() AS can_send_newsletter));

grant select on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;
grant update (postal_address) on table public.site_settings to authenticated;
