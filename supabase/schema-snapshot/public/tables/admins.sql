-- table public.admins: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.admins (
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  display_name text,
  role text default 'admin'::text not null,
  slug text,
  bio text,
  constraint admins_pkey PRIMARY KEY (user_id),
  constraint admins_slug_key UNIQUE (slug),
  constraint admins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint admins_bio_check CHECK (bio IS NULL OR char_length(bio) <= 400),
  constraint admins_display_name_check CHECK (display_name IS NULL OR char_length(display_name) >= 1 AND char_length(display_name) <= 80),
  constraint admins_display_name_printable CHECK (display_name IS NULL OR char_length(display_name) >= 1 AND char_length(display_name) <= 80 AND display_name = btrim(display_name) AND private.is_printable_name(display_name)),
  constraint admins_role_check CHECK (role = ANY (ARRAY['contributor'::text, 'editor'::text, 'admin'::text])),
  constraint admins_slug_check CHECK (slug IS NULL OR slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text AND char_length(slug) <= 80)
);

CREATE TRIGGER admins_keep_an_administrator AFTER DELETE OR UPDATE OF role ON public.admins FOR EACH ROW EXECUTE FUNCTION private.keep_an_administrator();
CREATE TRIGGER admins_normalise_display_name BEFORE INSERT OR UPDATE OF display_name ON public.admins FOR EACH ROW EXECUTE FUNCTION private.normalise_display_name();
CREATE TRIGGER admins_slug_from_display_name BEFORE INSERT OR UPDATE OF display_name, slug ON public.admins FOR EACH ROW EXECUTE FUNCTION private.assign_author_slug();

alter table public.admins enable row level security;

create policy admins_admin_delete on public.admins
  for delete to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy admins_admin_insert on public.admins
  for insert to authenticated
  with check (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy admins_admin_update on public.admins
  for update to authenticated
  using (( SELECT private.staff_may('admin'::text) AS staff_may))
  with check (( SELECT private.staff_may('admin'::text) AS staff_may));
create policy admins_select_own_membership on public.admins
  for select to authenticated
  using (user_id = (( SELECT auth.uid() AS uid)));
create policy admins_staff_read on public.admins
  for select to authenticated
  using (( SELECT public.is_staff() AS is_staff));
create policy admins_update_own_profile on public.admins
  for update to authenticated
  using (user_id = (( SELECT auth.uid() AS uid)) AND ( SELECT private.staff_may('contributor'::text) AS staff_may))
  with check (user_id = (( SELECT auth.uid() AS uid)) AND role = (( SELECT public.staff_role() AS staff_role)));

grant delete, select on table public.admins to authenticated;
grant delete, insert, select, update on table public.admins to service_role;
grant insert (user_id, display_name, role, slug, bio) on table public.admins to authenticated;
grant update (display_name, role, slug, bio) on table public.admins to authenticated;
