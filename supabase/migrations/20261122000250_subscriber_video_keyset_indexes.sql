-- The dashboard's subscriber and video lists page by key like the other admin lists:
-- newest first, (created_at desc, id desc), each page the rows after the last one shown. These
-- indexes return any page in that order by reading only that page; they replace the shipped
-- (created_at desc) ones, which they cover (the player's recent videos read the same order).
create index subscribers_created_at_id_idx on public.subscribers (created_at desc, id desc);
create index video_posts_created_at_id_idx on public.video_posts (created_at desc, id desc);
drop index public.subscribers_created_at_idx;
drop index public.video_posts_created_at_idx;
