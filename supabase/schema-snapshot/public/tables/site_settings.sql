-- table public.site_settings: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.site_settings (
  id boolean default true not null,
  postal_address text default ''::text not null,
  updated_at timestamp with time zone default now() not null,
  require_two_factor boolean default false not null,
  site_name text default 'The Daily Opinion'::text not null,
  reply_to text default ''::text not null,
  constraint site_settings_pkey PRIMARY KEY (id),
  constraint site_settings_id_check CHECK (id),
  constraint site_settings_postal_address_check CHECK (char_length(postal_address) <= 300),
  constraint site_settings_postal_address_printable CHECK (postal_address = btrim(postal_address) AND postal_address !~ '[\x01-\x09\x0b-\x1f\x7f]'::text),
  constraint site_settings_reply_to_check CHECK (reply_to = ''::text OR char_length(reply_to) <= 254 AND reply_to ~* '^[a-z0-9_][a-z0-9._%+-]*@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'::text),
  constraint site_settings_site_name_check CHECK (char_length(btrim(site_name)) >= 1 AND char_length(btrim(site_name)) <= 80),
  constraint site_settings_site_name_printable CHECK (site_name = btrim(site_name) AND site_name !~ '[[:cntrl:]]'::text)
);

CREATE TRIGGER site_settings_guard_require_two_factor BEFORE UPDATE OF require_two_factor ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.guard_require_two_factor();
CREATE TRIGGER site_settings_name_not_a_writer BEFORE UPDATE OF site_name ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.site_name_not_a_writer();
CREATE TRIGGER site_settings_record_change BEFORE UPDATE ON public.site_settings FOR EACH ROW EXECUTE FUNCTION private.record_site_settings_change();

alter table public.site_settings enable row level security;

create policy site_settings_admin_update on public.site_settings
  for update to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may))
  with check (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy site_settings_staff_read on public.site_settings
  for select to authenticated
  using (( SELECT public.is_staff() AS is_staff));

grant select on table public.site_settings to authenticated;
grant select, update on table public.site_settings to service_role;
grant update (postal_address, require_two_factor, site_name, reply_to) on table public.site_settings to authenticated;
