-- table public.newsletter_issues: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.newsletter_issues (
  id uuid default gen_random_uuid() not null,
  subject text default ''::text not null,
  intro text default ''::text not null,
  article_ids uuid[] default '{}'::uuid[] not null,
  state text default 'draft'::text not null,
  content jsonb,
  recipients integer default 0 not null,
  sent_count integer default 0 not null,
  failed_count integer default 0 not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  sending_at timestamp with time zone,
  sent_at timestamp with time zone,
  constraint newsletter_issues_pkey PRIMARY KEY (id),
  constraint newsletter_issues_article_ids_check CHECK (cardinality(article_ids) <= 20),
  constraint newsletter_issues_intro_check CHECK (char_length(intro) <= 5000),
  constraint newsletter_issues_state_check CHECK (state = ANY (ARRAY['draft'::text, 'sending'::text, 'sent'::text])),
  constraint newsletter_issues_subject_check CHECK (char_length(subject) <= 200)
);

CREATE INDEX newsletter_issues_created_idx ON public.newsletter_issues USING btree (created_at DESC, id DESC);

CREATE TRIGGER newsletter_issues_set_updated_at BEFORE UPDATE ON public.newsletter_issues FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();

alter table public.newsletter_issues enable row level security;

create policy newsletter_issues_dashboard_delete on public.newsletter_issues
  for delete to authenticated
  using (( SELECT public.can_send_newsletter() AS can_send_newsletter) AND state = 'draft'::text);
create policy newsletter_issues_dashboard_insert on public.newsletter_issues
  for insert to authenticated
  with check (( SELECT public.can_send_newsletter() AS can_send_newsletter) AND state = 'draft'::text);
create policy newsletter_issues_dashboard_read on public.newsletter_issues
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor));
create policy newsletter_issues_dashboard_update on public.newsletter_issues
  for update to authenticated
  using (( SELECT public.can_send_newsletter() AS can_send_newsletter) AND state = 'draft'::text)
  with check (( SELECT public.can_send_newsletter() AS can_send_newsletter) AND state = 'draft'::text);

grant delete, select on table public.newsletter_issues to authenticated;
grant delete, insert, select, update on table public.newsletter_issues to service_role;
grant insert (subject, intro, article_ids) on table public.newsletter_issues to authenticated;
grant update (subject, intro, article_ids) on table public.newsletter_issues to authenticated;
