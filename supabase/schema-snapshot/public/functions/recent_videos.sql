-- function public.recent_videos: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.recent_videos(max_age_days integer DEFAULT 7)
 RETURNS json
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(json_agg(v order by v.created_at desc, v.id desc), '[]'::json)
    from (
      select p.id, p.title, p.url, p.created_at
        from public.video_posts p
       where p.created_at >= now() - make_interval(days => greatest(1, least(coalesce(max_age_days, 7), 365)))
         and private.is_playable_video_url(p.url)
       order by p.created_at desc, p.id desc
       limit 50
    ) v;
$function$;

revoke all on function public.recent_videos(integer) from public;
grant execute on function public.recent_videos(integer) to anon;
grant execute on function public.recent_videos(integer) to authenticated;
grant execute on function public.recent_videos(integer) to service_role;
