-- function public.overview_counts: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION public.overview_counts()
 RETURNS json
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select json_build_object(
    'articles', (select coalesce(sum(c.articles), 0) from public.article_counts c),
    'video_posts', (select count(*) from public.video_posts),
    'pending_comments', (select coalesce(sum(c.comments), 0) from public.comment_counts c where c.status = 'pending'),
    'subscribers', private.subscriber_total()
  );
$function$;

revoke all on function public.overview_counts() from public;
grant execute on function public.overview_counts() to authenticated;
grant execute on function public.overview_counts() to service_role;
