-- table public.admins: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.admins (
  user_id uuid not null,
  created_at timestamp with time zone default now() not null,
  role text default 'admin'::text not null,
  constraint admins_pkey PRIMARY KEY (user_id),
  constraint admins_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE,
  constraint admins_role_check CHECK (role = ANY (ARRAY['contributor'::text, 'editor'::text, 'admin'::text]))
);

CREATE TRIGGER admins_author_row AFTER INSERT ON public.admins FOR EACH ROW EXECUTE FUNCTION private.add_member_author();
CREATE TRIGGER admins_keep_an_administrator AFTER DELETE OR UPDATE OF role ON public.admins FOR EACH ROW EXECUTE FUNCTION private.keep_an_administrator();

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

grant delete, select on table public.admins to authenticated;
grant delete, insert, select, update on table public.admins to service_role;
grant insert (user_id, role) on table public.admins to authenticated;
grant update (role) on table public.admins to authenticated;
