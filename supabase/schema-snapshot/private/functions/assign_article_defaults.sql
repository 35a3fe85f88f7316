-- function private.assign_article_defaults: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.assign_article_defaults()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  creator uuid := auth.uid();
  base text;
  candidate text;
  n integer := 1;
begin
  -- On insert when none is given; on update only when the caller blanks it (a draft saved
  -- untitled takes its slug from the title it is published with), else an edit keeps it.
  if coalesce(new.slug, '') = '' then
    base := private.slugify(coalesce(new.title, ''));
    -- One transaction at a time per base, held to commit: the next one waits, then sees the
    -- slug just taken (a volatile function's statements each take a fresh snapshot).
    perform pg_advisory_xact_lock(7005, hashtext(base));
    candidate := base;
    while private.is_reserved_slug(candidate)
          or exists (select 1 from public.articles a where a.slug = candidate and a.id <> new.id) loop
      n := n + 1;
      candidate := base || '-' || n;
    end loop;
    new.slug := candidate;
  end if;
  new.publish_date := coalesce(new.publish_date, now());
  if tg_op = 'INSERT' then
    -- A signed-in creator's byline is theirs, whatever the client sent; scripts and the seed
    -- (no user) give their own.
    if creator is not null then
      new.author := coalesce(private.editor_name(creator), new.author);
    end if;
  elsif old.status = 'draft' and new.status = 'published'
        and new.publish_date = old.publish_date and new.publish_date < now() then
    -- Publishing a draft whose date is past, without choosing a date, publishes it now; a date
    -- in the future set with the publish (or before it) schedules it.
    new.publish_date := now();
  end if;
  return new;
end;
$function$;

revoke all on function private.assign_article_defaults() from public;
