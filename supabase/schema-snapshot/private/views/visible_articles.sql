-- view private.visible_articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create view private.visible_articles as
 SELECT id,
    slug,
    title,
    excerpt,
    content,
    category,
    author,
    publish_date,
    updated_at,
    image_url,
    image_alt,
    featured,
    breaking,
    search_vector,
    status
   FROM public.articles a
  WHERE status = 'published'::text AND publish_date <= now();

-- no privileges for anyone but the owner
