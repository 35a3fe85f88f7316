-- The moderation queue by key. The dashboard lists pending comments first, then the
-- moderated ones (approved and rejected together), each group newest first, and pages by key
-- like the article list: a page asks for the rows after the last one shown,
--   ?status=eq.pending&order=created_at.desc,id.desc&limit=16
--   &or=(and(created_at.lte.<last>,or(created_at.lt.<last>,and(created_at.eq.<last>,id.lt.<last id>))))
-- and the same with status=neq.pending for the second group. One partial index per group
-- returns any page of it in that order by reading only that page; the moderated group mixes
-- two statuses, which an index on (status, created_at) could only return as two runs to merge
-- and sort. The shipped (status, created_at desc) index served the offset queue only (the
-- public reads go through (article_id, status, created_at), the counts through comment_counts);
-- the two partial indexes hold the same rows and replace it.
create index comments_pending_queue_idx on public.comments (created_at desc, id desc) where status = 'pending';
create index comments_moderated_queue_idx on public.comments (created_at desc, id desc) where status <> 'pending';
drop index public.comments_status_created_idx;
