-- The app now owns /newsletter/confirm and /newsletter/unsubscribe, and author pages will live at
-- /author/{slug}: an article slugged "newsletter" or "author" would be shadowed by those routes
-- (its address would open the app's page, never the article). Both words join the reserved
-- slugs, in the check constraint and in the function the slug trigger skips them with;
-- src/lib/slug.ts holds the same list (database-facts.test.ts keeps them equal).

set local lock_timeout = '5s';

-- An article that already took one of the words keeps a working address of its own.
update public.articles
   set slug = slug || '-' || left(replace(id::text, '-', ''), 8)
 where slug in ('newsletter', 'author');

alter table public.articles drop constraint articles_slug_check1;
alter table public.articles add constraint articles_slug_check1 check (slug not in (
  'about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt', 'newsletter', 'author'
));

create or replace function private.is_reserved_slug(slug text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select slug in ('about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal', 'sitemap.xml',
                  'sitemap', 'search', 'api', 'assets', 'images', 'favicon.ico', 'robots.txt',
                  'newsletter', 'author');
$$;
