-- table public.authors: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.authors (
  id uuid default gen_random_uuid() not null,
  user_id uuid,
  display_name text,
  slug text,
  bio text,
  created_at timestamp with time zone default now() not null,
  constraint authors_pkey PRIMARY KEY (id),
  constraint authors_slug_key UNIQUE (slug),
  constraint authors_user_id_key UNIQUE (user_id),
  constraint authors_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint authors_bio_check CHECK (bio IS NULL OR char_length(bio) <= 400),
  constraint authors_display_name_printable CHECK (display_name IS NULL OR char_length(display_name) >= 1 AND char_length(display_name) <= 80 AND display_name = btrim(display_name) AND private.is_printable_name(display_name)),
  constraint authors_slug_check CHECK (slug IS NULL OR slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text AND char_length(slug) <= 80)
);

comment on table public.authors is 'Writers: every byline with an author page; user_id links a member''s account.';

CREATE UNIQUE INDEX authors_name_key_idx ON public.authors USING btree (private.author_name_key(display_name));
CREATE UNIQUE INDEX authors_slug_letters_idx ON public.authors USING btree (replace(slug, '-'::text, ''::text));

CREATE TRIGGER authors_prepare BEFORE INSERT OR UPDATE OF display_name, slug ON public.authors FOR EACH ROW EXECUTE FUNCTION private.prepare_author();

alter table public.authors enable row level security;

create policy authors_staff_read on public.authors
  for select to authenticated
  using (( SELECT public.is_staff() AS is_staff));
create policy authors_update_own on public.authors
  for update to authenticated
  using (user_id = (( SELECT auth.uid() AS uid)) AND ( SELECT private.staff_may('contributor'::text) AS staff_may))
  with check (user_id = (( SELECT auth.uid() AS uid)));

grant select on table public.authors to authenticated;
grant delete, insert, select, update on table public.authors to service_role;
grant update (display_name, slug, bio) on table public.authors to authenticated;
