-- Images follow their article. The editor stores each photo as a set of widths in one
-- folder of the article-images bucket (src/lib/image-variants.ts); the article keeps the URL of
-- the largest. A set no article uses any more is removed through the Storage API by the
-- dashboard, which asks this database which sets are still in use:
--   * private.image_set_refs lists, per article and per autosave, the sets its featured image
--     and its body use, kept by triggers, so "is this set used?" is an index lookup at any
--     archive size instead of a scan of every article body.
--   * public.unreferenced_image_sets(sets) answers which of the given sets nothing uses; only an
--     administrator may ask. Objects themselves are removed through the Storage API (hosted
--     Storage refuses direct deletes from storage.objects), so this never touches the storage
--     schema.
--   * Revisions do not hold a set: replacing a photo removes the old one, and restoring a
--     revision from before that shows the default image instead.
-- The bucket also takes AVIF, which the editor uses where the browser can encode it.

set local lock_timeout = '5s';

update storage.buckets
  set allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
  where id = 'article-images';

-- The sets a featured image URL and a body use: the first segment of each object name in the
-- bucket that they link to (storedImageSet() in src/lib/image-variants.ts).
create function private.image_sets_of(image_url text, content text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct m[1]), '{}')
  from regexp_matches(
    coalesce(image_url, '') || ' ' || coalesce(content, ''),
    '/storage/v1/object/public/article-images/([^/?#"''\s<>&]+)', 'g'
  ) as m;
$$;

create table private.image_set_refs (
  source text not null check (source in ('article', 'autosave')),
  article_id uuid not null,
  set_key text not null,
  primary key (source, article_id, set_key)
);
create index image_set_refs_set_key on private.image_set_refs (set_key);

revoke all on table private.image_set_refs from public, anon, authenticated, service_role;

-- Arguments: the source ('article' or 'autosave') and the column holding the article id.
create function private.track_image_sets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ref_source constant text := tg_argv[0];
  latest constant jsonb := to_jsonb(case when tg_op = 'DELETE' then old else new end);
  owner constant uuid := (latest ->> tg_argv[1])::uuid;
begin
  if tg_op <> 'INSERT' then
    delete from private.image_set_refs r where r.source = ref_source and r.article_id = owner;
  end if;
  if tg_op <> 'DELETE' then
    insert into private.image_set_refs (source, article_id, set_key)
    select ref_source, owner, s
    from unnest(private.image_sets_of(latest ->> 'image_url', latest ->> 'content')) as s
    on conflict do nothing;
  end if;
  return null;
end
$$;

revoke all on function private.image_sets_of(text, text) from public, anon, authenticated, service_role;
revoke all on function private.track_image_sets() from public, anon, authenticated, service_role;

create trigger articles_track_image_sets
  after insert or delete or update of image_url, content on public.articles
  for each row execute function private.track_image_sets('article', 'id');
create trigger article_autosaves_track_image_sets
  after insert or delete or update of image_url, content on public.article_autosaves
  for each row execute function private.track_image_sets('autosave', 'article_id');

insert into private.image_set_refs (source, article_id, set_key)
select 'article', a.id, s from public.articles a, unnest(private.image_sets_of(a.image_url, a.content)) as s
on conflict do nothing;
insert into private.image_set_refs (source, article_id, set_key)
select 'autosave', a.article_id, s from public.article_autosaves a, unnest(private.image_sets_of(a.image_url, a.content)) as s
on conflict do nothing;

-- Which of `sets` no article or autosave uses (at most 1000 asked at once).
create function public.unreferenced_image_sets(sets text[])
returns setof text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'only administrators may ask which images are unused' using errcode = '42501';
  end if;
  if cardinality(sets) > 1000 then
    raise exception 'ask about at most 1000 image sets at once' using errcode = '22023';
  end if;
  return query
    select distinct s from unnest(sets) as s
    where s <> '' and not exists (select 1 from private.image_set_refs r where r.set_key = s);
end
$$;

revoke all on function public.unreferenced_image_sets(text[]) from public, anon, authenticated, service_role;
grant execute on function public.unreferenced_image_sets(text[]) to authenticated;
