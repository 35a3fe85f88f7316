-- No public surface shows a login e-mail: a byline that is an account's e-mail address (an
-- article created by a member with no display name yet, or a byline typed as one) signs as the
-- site instead. The byline is what the article page, the cards, RSS, JSON-LD and search read, so
-- fixing it where it is stored fixes every one of them.

set local lock_timeout = '5s';

-- The site's name as a byline: the app's DEFAULT_SITE_NAME (src/config/site-catalogue.ts, held
-- equal by database-facts.test.ts).
create or replace function private.site_byline()
 returns text
 language sql
 immutable
 set search_path to ''
as $function$
  select 'The Daily Opinion'::text;
$function$;

revoke all on function private.site_byline() from public, anon, authenticated, service_role;

-- After the defaults (trigger names fire in alphabetical order), which sign a new article with
-- the creator's display name or, without one, their e-mail: an e-mail of any account becomes
-- the creator's display name if they have one by now, else the site's name. One probe of the
-- e-mail index, and only for a byline with an @.
create or replace function private.byline_never_email()
 returns trigger
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  if position('@' in new.author) > 0
     and exists (select 1 from auth.users u where u.email = lower(btrim(new.author))) then
    new.author := coalesce(
      (select m.display_name from public.admins m where m.user_id = coalesce(new.author_id, auth.uid())),
      private.site_byline());
  end if;
  return new;
end;
$function$;

revoke all on function private.byline_never_email() from public, anon, authenticated, service_role;

create trigger articles_byline_never_email before insert or update of author on public.articles
  for each row execute function private.byline_never_email();

-- Articles already signed with an account's e-mail.
update public.articles a
   set author = coalesce((select m.display_name from public.admins m where m.user_id = a.author_id), private.site_byline())
 where position('@' in a.author) > 0
   and exists (select 1 from auth.users u where u.email = lower(btrim(a.author)));
