-- function private.search_words_changed: the state supabase/migrations leave, written by `npm run db:types`; do not edit.
-- Change the schema with a new migration, then run `npm run db:types` (CI checks this file).

CREATE OR REPLACE FUNCTION private.search_words_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  changes text;
  gone text[];
begin
  if tg_op = 'TRUNCATE' then
    delete from private.search_words;
    return null;
  end if;
  changes := case tg_op
    when 'INSERT' then
      'select w, 1 as n, r.publish_date from new_rows r, private.correctable_words(r.search_vector) w
        where r.status = ''published'''
    when 'DELETE' then
      'select w, -1 as n, r.publish_date from old_rows r, private.correctable_words(r.search_vector) w
        where r.status = ''published'''
    else
      'with moved as (
         select o.search_vector as old_vector, o.status as old_status, n.search_vector as new_vector,
                n.status as new_status, n.publish_date
           from old_rows o join new_rows n using (id)
          where o.search_vector is distinct from n.search_vector or o.status is distinct from n.status
             or (n.status = ''published'' and n.publish_date < o.publish_date)
       )
       select w, -1 as n, m.publish_date from moved m, private.correctable_words(m.old_vector) w
        where m.old_status = ''published''
       union all
       select w, 1 as n, m.publish_date from moved m, private.correctable_words(m.new_vector) w
        where m.new_status = ''published'''
  end;
  -- Two statements: a DELETE in the same statement as the upsert would not see the rows the
  -- upsert changed.
  execute format(
    'with delta as (
       select d.w as word, sum(d.n)::integer as n,
              coalesce(min(d.publish_date) filter (where d.n > 0), ''infinity'') as visible_from
         from (%s) d group by d.w having sum(d.n) <> 0 or bool_or(d.n > 0)
     ), applied as (
       insert into private.search_words as s (word, articles, visible_from)
       select word, n, visible_from from delta order by word
       on conflict (word) do update
         set articles = s.articles + excluded.articles,
             visible_from = least(s.visible_from, excluded.visible_from)
       returning s.word, s.articles
     )
     select coalesce(array_agg(word), ''{}'') from applied where articles <= 0',
    changes) into gone;
  if cardinality(gone) > 0 then
    delete from private.search_words s where s.word = any (gone) and s.articles <= 0;
  end if;
  return null;
end;
$function$;

revoke all on function private.search_words_changed() from public;
