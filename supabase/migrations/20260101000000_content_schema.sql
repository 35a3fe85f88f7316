-- Content tables for the news site. Every table has RLS on; write access is limited to
-- members of public.admins, never to "any signed-in user" (the hosted platform leaves sign-up on by default).

create extension if not exists pgcrypto with schema extensions;

-- Administrators -----------------------------------------------------------------------------
create table public.admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.admins enable row level security;

create policy "admins_select_own_membership" on public.admins
  for select to authenticated using (user_id = auth.uid());

-- security definer so policies can ask the question without being able to read the table.
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admins a where a.user_id = auth.uid());
$$;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Shared trigger: keep updated_at honest whatever the client sends.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- Articles -----------------------------------------------------------------------------------
create table public.articles (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    check (slug ~ '^[a-z0-9_]+(-[a-z0-9_]+)*$' and char_length(slug) <= 120)
    check (slug not in ('about', 'contact', 'careers', 'advertise', 'admin', 'category',
                        'legal', 'sitemap.xml', 'sitemap', 'search', 'api', 'assets',
                        'images', 'favicon.ico', 'robots.txt')),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  excerpt text not null check (char_length(btrim(excerpt)) between 1 and 500),
  content text not null default '' check (char_length(content) <= 200000),
  category text not null default 'health-news' check (category in (
    'health-news', 'political', 'usa-today', 'uk-today', 'canada-today', 'nigeria-today',
    'israel-today', 'sports', 'entertainment', 'documentary', 'true-crimes',
    'sports-documentary', 'politics-documentary', 'finance-documentary')),
  author text not null check (char_length(author) between 1 and 254),
  publish_date timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  image_url text check (image_url is null or (image_url ~ '^(https?://|/)' and char_length(image_url) <= 2048)),
  image_alt text check (image_alt is null or char_length(image_alt) <= 300),
  featured boolean not null default false,
  breaking boolean not null default false
);

create index articles_publish_date_idx on public.articles (publish_date desc);
create index articles_category_publish_date_idx on public.articles (category, publish_date desc);
create index articles_breaking_idx on public.articles (publish_date desc) where breaking;
create index articles_featured_idx on public.articles (publish_date desc) where featured;

create trigger articles_set_updated_at
  before update on public.articles
  for each row execute function public.set_updated_at();

alter table public.articles enable row level security;

create policy "articles_public_read" on public.articles
  for select to anon, authenticated using (true);
create policy "articles_admin_insert" on public.articles
  for insert to authenticated with check (public.is_admin());
create policy "articles_admin_update" on public.articles
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "articles_admin_delete" on public.articles
  for delete to authenticated using (public.is_admin());

-- Video posts --------------------------------------------------------------------------------
create table public.video_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  url text not null check (url ~ '^https?://[^\s]+$' and char_length(url) <= 2048),
  created_at timestamptz not null default now()
);
create index video_posts_created_at_idx on public.video_posts (created_at desc);

alter table public.video_posts enable row level security;

create policy "video_posts_public_read" on public.video_posts
  for select to anon, authenticated using (true);
create policy "video_posts_admin_insert" on public.video_posts
  for insert to authenticated with check (public.is_admin());
create policy "video_posts_admin_update" on public.video_posts
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "video_posts_admin_delete" on public.video_posts
  for delete to authenticated using (public.is_admin());

-- Comments -----------------------------------------------------------------------------------
create table public.comments (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.articles (id) on delete cascade,
  author_name text not null check (char_length(btrim(author_name)) between 1 and 80),
  content text not null check (char_length(btrim(content)) between 1 and 5000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);
create index comments_article_status_created_idx on public.comments (article_id, status, created_at desc);
create index comments_status_created_idx on public.comments (status, created_at desc);

alter table public.comments enable row level security;

create policy "comments_public_read_approved" on public.comments
  for select to anon, authenticated using (status = 'approved' or public.is_admin());
create policy "comments_public_insert_pending" on public.comments
  for insert to anon, authenticated with check (status = 'pending');
create policy "comments_admin_update" on public.comments
  for update to authenticated using (public.is_admin()) with check (public.is_admin());
create policy "comments_admin_delete" on public.comments
  for delete to authenticated using (public.is_admin());

-- Column privileges: readers may only supply the three fields a comment form has, so id,
-- status and created_at always take their defaults; admins may only change the status.
revoke insert, update on public.comments from anon, authenticated;
grant insert (article_id, author_name, content) on public.comments to anon, authenticated;
grant update (status) on public.comments to authenticated;

-- Subscribers --------------------------------------------------------------------------------
create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null unique
    check (email = lower(btrim(email)) and email ~ '^\S+@\S+\.\S+$' and char_length(email) <= 254),
  created_at timestamptz not null default now()
);
create index subscribers_created_at_idx on public.subscribers (created_at desc);

create or replace function public.normalise_subscriber_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger subscribers_normalise_email
  before insert or update on public.subscribers
  for each row execute function public.normalise_subscriber_email();

alter table public.subscribers enable row level security;

create policy "subscribers_public_insert" on public.subscribers
  for insert to anon, authenticated with check (true);
create policy "subscribers_admin_read" on public.subscribers
  for select to authenticated using (public.is_admin());
create policy "subscribers_admin_delete" on public.subscribers
  for delete to authenticated using (public.is_admin());

revoke insert, update on public.subscribers from anon, authenticated;
grant insert (email) on public.subscribers to anon, authenticated;
