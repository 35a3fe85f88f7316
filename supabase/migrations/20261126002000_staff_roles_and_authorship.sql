-- Staff roles, public author profiles and article ownership: the columns the newsroom's roles,
-- author pages and review flow stand on.
--
-- public.admins stays the one table of staff (renaming it would break every policy and the
-- `admin:create` script). Existing rows were full administrators, so the role defaults to
-- 'admin'; new members get their role from whoever invites them.
--
-- An article records the account that created it (author_id): a contributor may touch only their
-- own drafts, and an author page lists a writer's work by key. The byline text (author) stays what
-- readers see, so articles keep their bylines when a member leaves (on delete set null).

set local lock_timeout = '5s';

alter table public.admins
  add column role text not null default 'admin'
    constraint admins_role_check check (role in ('contributor', 'editor', 'admin')),
  add column slug text
    constraint admins_slug_check check (slug is null or (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80)),
  add column bio text
    constraint admins_bio_check check (bio is null or char_length(bio) <= 400);

alter table public.admins add constraint admins_slug_key unique (slug);

alter table public.articles
  add column author_id uuid references auth.users (id) on delete set null;

-- An author page reads one writer's published articles newest first, by key.
create index articles_author_id_publish_date_id_idx
  on public.articles (author_id, publish_date desc, id desc)
  where status = 'published' and author_id is not null;

-- Who created an article is the signed-in creator, whatever the client sent, and a signed-in
-- caller never changes it; scripts and the seed (no user) set what they give.
create or replace function private.assign_article_author()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if auth.uid() is null then
    return new;
  elsif tg_op = 'INSERT' then
    new.author_id := auth.uid();
  else
    new.author_id := old.author_id;
  end if;
  return new;
end;
$function$;

revoke all on function private.assign_article_author() from public;

create trigger articles_assign_author before insert or update of author_id on public.articles
  for each row execute function private.assign_article_author();
