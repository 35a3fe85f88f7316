-- The readers' sitemap page (/sitemap.xml in the app) lists the author pages too, as the sitemap
-- function's first file does: a page of slugs after a given one, by key on admins_slug_key, so
-- the hundredth page costs what the first does. Only the slug leaves the table (never an e-mail,
-- user id or role), and only for members with a public page (a display name and a slug).

set local lock_timeout = '5s';

create or replace function public.sitemap_authors(after_slug text default null, max_rows integer default 1000)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(w.slug order by w.slug), '[]'::json)
    from (
      select m.slug
        from public.admins m
       -- Every slug is longer than ''; coalesce keeps one plan that starts from the index.
       where m.slug > coalesce(after_slug, '') and m.display_name is not null
       order by m.slug
       limit greatest(1, least(coalesce(max_rows, 1000), 1000))
    ) w;
$$;

revoke all on function public.sitemap_authors(text, integer) from public, anon, authenticated, service_role;
grant execute on function public.sitemap_authors(text, integer) to anon, authenticated, service_role;
