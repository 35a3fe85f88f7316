-- function private.deploy_hook_payload: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.deploy_hook_payload(delivery bigint)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  with r as (
    select * from private.deploy_hook_requests q where q.delivery_id = delivery
  ),
  named as (
    select a.id, a.slug, min(r.id * 100 + a.n) as first
      from r cross join lateral unnest(r.article_ids, r.slugs) with ordinality as a (id, slug, n)
     group by a.id, a.slug
  ),
  picked as (
    select id, slug from named order by first, id limit 20
  )
  select jsonb_build_object(
    'reason', case when (select count(distinct reason) from r) = 1 then (select min(reason) from r) else 'several' end,
    'reasons', (select coalesce(jsonb_agg(x.reason order by x.reason), '[]') from (select distinct reason from r) x),
    'article_ids', (select coalesce(jsonb_agg(p.id order by p.slug, p.id), '[]') from picked p),
    'slugs', (select coalesce(jsonb_agg(p.slug order by p.slug, p.id), '[]') from picked p),
    'article_count', (select coalesce(sum(article_count), 0) from r),
    'requested_at', (select min(requested_at) from r),
    'delivery_id', delivery);
$function$;

revoke all on function private.deploy_hook_payload(bigint) from public;
