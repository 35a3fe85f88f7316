-- The machine sitemap (supabase/functions/sitemap) reads every article's slug and updated_at in
-- primary-key order, 1,000 rows a request: `select id, slug, updated_at ... where id > $last
-- order by id`. Ids are random UUIDs, so through the primary key each row is on a different
-- table page (50,000 rows: 50,000 page visits, over half a second). Carrying the two columns in
-- the index makes it an index-only scan (50,000 rows: about 800 index pages), at about 12 MB per
-- 100,000 articles. updated_at changes on every edit, so editing an article updates this index
-- too; editors save far less often than crawlers read.
create index articles_id_sitemap_idx on public.articles (id) include (slug, updated_at);
