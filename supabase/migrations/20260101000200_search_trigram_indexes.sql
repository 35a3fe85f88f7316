-- Search matches ilike '%term%' on title, excerpt and content (public) or title and excerpt
-- (admin). A B-tree cannot serve a leading wildcard; trigram GIN indexes keep that fast as the
-- archive grows.
create extension if not exists pg_trgm with schema extensions;

create index articles_title_trgm_idx on public.articles using gin (title extensions.gin_trgm_ops);
create index articles_excerpt_trgm_idx on public.articles using gin (excerpt extensions.gin_trgm_ops);
create index articles_content_trgm_idx on public.articles using gin (content extensions.gin_trgm_ops);
