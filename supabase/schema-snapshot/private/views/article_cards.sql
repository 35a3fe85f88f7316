-- view private.article_cards: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create view private.article_cards as
 SELECT id,
    slug,
    title,
    excerpt,
    category,
    publish_date,
    image_url,
    image_alt,
    featured,
    breaking,
    author
   FROM private.visible_articles a;

-- no privileges for anyone but the owner
