-- table public.articles: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

create table public.articles (
  id uuid default gen_random_uuid() not null,
  slug text default ''::text not null,
  title text not null,
  excerpt text not null,
  content text default ''::text not null,
  category text default 'health-news'::text not null,
  author text default ''::text not null,
  publish_date timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  image_url text,
  image_alt text,
  featured boolean default false not null,
  breaking boolean default false not null,
  search_vector tsvector generated always as ((((setweight(to_tsvector('simple'::regconfig, title), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, author), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, excerpt), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, regexp_replace(content, '<[^>]*>'::text, ' '::text, 'g'::text)), 'C'::"char"))) stored,
  status text default 
CASE
    WHEN (auth.uid() IS NULL) THEN 'published'::text
    ELSE 'draft'::text
END not null,
  author_id uuid,
  review_requested_at timestamp with time zone,
  byline_id uuid,
  constraint articles_pkey PRIMARY KEY (id),
  constraint articles_slug_key UNIQUE (slug),
  constraint articles_author_id_fkey FOREIGN KEY (author_id) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint articles_byline_id_fkey FOREIGN KEY (byline_id) REFERENCES public.authors(id) ON DELETE SET NULL,
  constraint articles_author_check CHECK (char_length(author) >= 1 AND char_length(author) <= 254),
  constraint articles_category_check CHECK (category = ANY (ARRAY['health-news'::text, 'political'::text, 'usa-today'::text, 'uk-today'::text, 'canada-today'::text, 'nigeria-today'::text, 'israel-today'::text, 'sports'::text, 'entertainment'::text, 'documentary'::text, 'true-crimes'::text, 'sports-documentary'::text, 'politics-documentary'::text, 'finance-documentary'::text])),
  constraint articles_content_check CHECK (char_length(content) <= 200000),
  constraint articles_excerpt_check CHECK (char_length(btrim(excerpt)) <= 500 AND (status = 'draft'::text OR char_length(btrim(excerpt)) >= 1)),
  constraint articles_image_alt_check CHECK (image_alt IS NULL OR char_length(image_alt) <= 300),
  constraint articles_image_url_check CHECK (image_url IS NULL OR image_url ~ '^(https?://|/)'::text AND char_length(image_url) <= 2048),
  constraint articles_slug_check CHECK (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$'::text AND char_length(slug) <= 120),
  constraint articles_slug_check1 CHECK (slug <> ALL (ARRAY['about'::text, 'contact'::text, 'careers'::text, 'advertise'::text, 'admin'::text, 'category'::text, 'legal'::text, 'sitemap.xml'::text, 'sitemap'::text, 'search'::text, 'api'::text, 'assets'::text, 'images'::text, 'favicon.ico'::text, 'robots.txt'::text, 'newsletter'::text, 'author'::text])),
  constraint articles_status_check CHECK (status = ANY (ARRAY['draft'::text, 'published'::text])),
  constraint articles_title_check CHECK (char_length(btrim(title)) <= 200 AND (status = 'draft'::text OR char_length(btrim(title)) >= 1))
);

CREATE INDEX articles_author_id_any_publish_date_id_idx ON public.articles USING btree (author_id, publish_date DESC, id DESC);
CREATE INDEX articles_breaking_idx ON public.articles USING btree (publish_date DESC) WHERE breaking;
CREATE INDEX articles_byline_id_idx ON public.articles USING btree (byline_id) WHERE (byline_id IS NOT NULL);
CREATE INDEX articles_byline_id_publish_date_id_idx ON public.articles USING btree (byline_id, publish_date DESC, id DESC) WHERE ((status = 'published'::text) AND (byline_id IS NOT NULL));
CREATE INDEX articles_category_publish_date_id_idx ON public.articles USING btree (category, publish_date DESC, id DESC);
CREATE INDEX articles_content_trgm_idx ON public.articles USING gin (content extensions.gin_trgm_ops);
CREATE INDEX articles_draft_publish_date_id_idx ON public.articles USING btree (publish_date DESC, id DESC) WHERE (status = 'draft'::text);
CREATE INDEX articles_excerpt_trgm_idx ON public.articles USING gin (excerpt extensions.gin_trgm_ops);
CREATE INDEX articles_featured_idx ON public.articles USING btree (publish_date DESC) WHERE featured;
CREATE INDEX articles_publish_date_id_idx ON public.articles USING btree (publish_date DESC, id DESC);
CREATE INDEX articles_published_slug_sitemap_idx ON public.articles USING btree (slug) INCLUDE (updated_at, publish_date) WHERE (status = 'published'::text);
CREATE INDEX articles_review_requested_idx ON public.articles USING btree (publish_date DESC, id DESC) WHERE ((status = 'draft'::text) AND (review_requested_at IS NOT NULL));
CREATE INDEX articles_search_vector_idx ON public.articles USING gin (search_vector);
CREATE INDEX articles_sitemap_hash_idx ON public.articles USING btree (uuid_hash(id)) INCLUDE (slug, updated_at, publish_date) WHERE (status = 'published'::text);
CREATE INDEX articles_title_trgm_idx ON public.articles USING gin (title extensions.gin_trgm_ops);

CREATE TRIGGER articles_assign_author BEFORE INSERT OR UPDATE OF author_id ON public.articles FOR EACH ROW EXECUTE FUNCTION private.assign_article_author();
CREATE TRIGGER articles_assign_defaults BEFORE INSERT OR UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.assign_article_defaults();
CREATE TRIGGER articles_byline_never_email BEFORE INSERT OR UPDATE OF author ON public.articles FOR EACH ROW EXECUTE FUNCTION private.byline_never_email();
CREATE TRIGGER articles_count_delete AFTER DELETE ON public.articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.article_counts', 'category, status', 'articles');
CREATE TRIGGER articles_count_insert AFTER INSERT ON public.articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.article_counts', 'category, status', 'articles');
CREATE TRIGGER articles_count_truncate AFTER TRUNCATE ON public.articles FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.article_counts', 'category, status', 'articles');
CREATE TRIGGER articles_count_update AFTER UPDATE ON public.articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.count_rows_changed('public.article_counts', 'category, status', 'articles');
CREATE TRIGGER articles_deploy_hook_delete AFTER DELETE ON public.articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook();
CREATE TRIGGER articles_deploy_hook_insert AFTER INSERT ON public.articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook();
CREATE TRIGGER articles_deploy_hook_truncate AFTER TRUNCATE ON public.articles FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook();
CREATE TRIGGER articles_deploy_hook_update AFTER UPDATE ON public.articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.queue_deploy_hook();
CREATE TRIGGER articles_link_byline BEFORE INSERT OR UPDATE OF author, byline_id ON public.articles FOR EACH ROW EXECUTE FUNCTION private.link_article_byline();
CREATE TRIGGER articles_record_revision AFTER UPDATE ON public.articles FOR EACH ROW WHEN (old.title IS DISTINCT FROM new.title OR old.excerpt IS DISTINCT FROM new.excerpt OR old.content IS DISTINCT FROM new.content OR old.category IS DISTINCT FROM new.category OR old.image_url IS DISTINCT FROM new.image_url OR old.image_alt IS DISTINCT FROM new.image_alt OR old.featured IS DISTINCT FROM new.featured OR old.breaking IS DISTINCT FROM new.breaking OR old.status IS DISTINCT FROM new.status OR old.publish_date IS DISTINCT FROM new.publish_date OR old.author IS DISTINCT FROM new.author) EXECUTE FUNCTION private.record_article_revision();
CREATE TRIGGER articles_search_words_delete AFTER DELETE ON public.articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.search_words_changed();
CREATE TRIGGER articles_search_words_insert AFTER INSERT ON public.articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.search_words_changed();
CREATE TRIGGER articles_search_words_truncate AFTER TRUNCATE ON public.articles FOR EACH STATEMENT EXECUTE FUNCTION private.search_words_changed();
CREATE TRIGGER articles_search_words_update AFTER UPDATE ON public.articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.search_words_changed();
CREATE TRIGGER articles_set_updated_at BEFORE UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION public.set_updated_at();
CREATE TRIGGER articles_stamp_review_request BEFORE INSERT OR UPDATE ON public.articles FOR EACH ROW EXECUTE FUNCTION private.stamp_review_request();
CREATE TRIGGER articles_track_image_sets AFTER INSERT OR DELETE OR UPDATE OF image_url, content ON public.articles FOR EACH ROW EXECUTE FUNCTION private.track_image_sets('article', 'id');

alter table public.articles enable row level security;

create policy articles_staff_delete on public.articles
  for delete to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND author_id = (( SELECT auth.uid() AS uid)) AND status = 'draft'::text);
create policy articles_staff_insert on public.articles
  for insert to authenticated
  with check (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND author_id = (( SELECT auth.uid() AS uid)) AND status = 'draft'::text AND NOT featured AND NOT breaking);
create policy articles_staff_read on public.articles
  for select to authenticated
  using (( SELECT public.is_editor() AS is_editor) OR author_id = (( SELECT auth.uid() AS uid)) AND ( SELECT public.is_staff() AS is_staff));
create policy articles_staff_update on public.articles
  for update to authenticated
  using (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND author_id = (( SELECT auth.uid() AS uid)) AND status = 'draft'::text)
  with check (( SELECT private.staff_may('editor'::text) AS staff_may) OR ( SELECT private.staff_may('contributor'::text) AS staff_may) AND author_id = (( SELECT auth.uid() AS uid)) AND status = 'draft'::text AND NOT featured AND NOT breaking);

grant delete, insert, select, update on table public.articles to authenticated;
grant delete, insert, select, update on table public.articles to service_role;
