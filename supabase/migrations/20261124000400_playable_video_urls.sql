-- Video posts hold only links the floating player can play: a YouTube watch link or
-- a youtu.be link. A Vimeo or X link used to be saved ("Video post created successfully") and
-- then never played anywhere.
--   * private.is_playable_video_url() is the rule. Its pattern is the one in
--     src/data/video-posts/playable-video-url.ts, which the dashboard checks before saving and
--     the player embeds by; a unit test there compares the two.
--   * The check is added NOT VALID, then validated only when every existing row passes: a
--     project that already holds an X or Vimeo post migrates without losing it (an admin can
--     still delete it), while every new or edited row must pass.
--   * recent_videos() leaves such older rows out, so the player is never offered one.

set local lock_timeout = '5s';

create or replace function private.is_playable_video_url(url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select url ~ '^https?://(?:(?:www\.|m\.)?youtube\.com/watch/?\?(?:[^#\s]*&)?v=([A-Za-z0-9_-]{11})(?:[&#]\S*)?|(?:www\.)?youtu\.be/([A-Za-z0-9_-]{11})(?:[?#]\S*)?)$';
$$;

-- A check constraint runs its function as the writer: the roles that may write video posts.
revoke all on function private.is_playable_video_url(text) from public, anon, authenticated, service_role;
grant execute on function private.is_playable_video_url(text) to authenticated, service_role;

alter table public.video_posts
  add constraint video_posts_url_playable check (private.is_playable_video_url(url)) not valid;

do $$
begin
  if not exists (select 1 from public.video_posts where not private.is_playable_video_url(url)) then
    alter table public.video_posts validate constraint video_posts_url_playable;
  end if;
end
$$;

-- Recent video posts, for the floating player (as in 20261124000100, playable rows only).
create or replace function public.recent_videos(max_age_days integer default 7)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(v order by v.created_at desc, v.id desc), '[]'::json)
    from (
      select p.id, p.title, p.url, p.created_at
        from public.video_posts p
       where p.created_at >= now() - make_interval(days => greatest(1, least(coalesce(max_age_days, 7), 365)))
         and private.is_playable_video_url(p.url)
       order by p.created_at desc, p.id desc
       limit 50
    ) v;
$$;
