-- The image sweep reads references as a browser resolves them and dates images by the server.
--
--   * private.image_sets_of matched only the literal `/storage/v1/object/public/article-images/`
--     text, so a body that linked a set percent-encoded (`article-images/%33f9c…/800x533.webp`),
--     through character references (`article-images&#47;…`), with a backslash, a tab inside the
--     URL or dot segments, all of which a browser resolves to the same object, counted the set
--     as unused and the sweep removed an image the article shows. It now reads the text as
--     written and as a browser resolves it (character references decoded, tab and line breaks
--     removed, backslashes read as slashes, percent-escapes decoded) and takes every path
--     segment after `article-images/`, so dot segments cannot hide a set. Reading more than a
--     browser would keeps an unused set for a while; reading less removed a used one.
--   * The sweep judged a set's age from the upload time the browser wrote into its name. Names
--     are now random, and a name is the client's word anyway: public.image_sets_older_than()
--     answers from storage.objects.created_at, which the Storage server stamps.

set local lock_timeout = '5s';

-- `&#47;`, `&#x2F;` and the named references that stand for ASCII characters a URL may hold,
-- decoded; anything else left as written.
create function private.decode_character_references(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  pattern constant text := '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});?';
  pieces text[];
  refs text[];
  result text;
  ref text;
  code integer;
  decoded text;
begin
  if value is null or position('&' in value) = 0 then
    return value;
  end if;
  pieces := regexp_split_to_array(value, pattern);
  refs := array(select m[1] from regexp_matches(value, pattern, 'g') as m);
  result := pieces[1];
  for i in 1 .. coalesce(array_length(refs, 1), 0) loop
    ref := refs[i];
    decoded := null;
    if ref like '#x%' or ref like '#X%' then
      code := ('x' || lpad(substr(ref, 3), 8, '0'))::bit(32)::integer;
    elsif ref like '#%' then
      code := substr(ref, 2)::integer;
    else
      code := null;
      decoded := case ref
        when 'sol' then '/' when 'bsol' then '\' when 'period' then '.' when 'percnt' then '%'
        when 'amp' then '&' when 'AMP' then '&' when 'colon' then ':' when 'quest' then '?'
        when 'num' then '#' when 'equals' then '=' when 'lowbar' then '_' when 'UnderBar' then '_'
        when 'hyphen' then '-' when 'dash' then '-' when 'minus' then '-' when 'Tab' then E'\t'
        when 'NewLine' then E'\n' when 'quot' then '"' when 'QUOT' then '"' when 'apos' then ''''
        when 'lt' then '<' when 'LT' then '<' when 'gt' then '>' when 'GT' then '>'
        when 'plus' then '+' when 'comma' then ',' when 'semi' then ';' when 'commat' then '@'
        when 'excl' then '!' when 'dollar' then '$' when 'lpar' then '(' when 'rpar' then ')'
        when 'ast' then '*' when 'midast' then '*' when 'tilde' then '~'
        else null
      end;
    end if;
    if code is not null and code between 1 and 1114111 and code not between 55296 and 57343 then
      decoded := chr(code);
    end if;
    -- A reference that decodes to nothing stays as written (with its `;` if it had one, which
    -- the pattern consumed: the text around it is what matters here).
    result := result || coalesce(decoded, '&' || ref) || pieces[i + 1];
  end loop;
  return result;
end;
$$;

-- `%2F` and every other percent-escape decoded as a server decodes a request path (UTF-8);
-- a run of escapes that is no valid UTF-8 stays as written.
create function private.percent_decode(value text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  pattern constant text := '((?:%[0-9A-Fa-f]{2})+)';
  pieces text[];
  runs text[];
  result text;
  decoded text;
begin
  if value is null or position('%' in value) = 0 then
    return value;
  end if;
  pieces := regexp_split_to_array(value, pattern);
  runs := array(select m[1] from regexp_matches(value, pattern, 'g') as m);
  result := pieces[1];
  for i in 1 .. coalesce(array_length(runs, 1), 0) loop
    begin
      decoded := convert_from(decode(replace(runs[i], '%', ''), 'hex'), 'UTF8');
    exception when others then
      decoded := runs[i];
    end;
    result := result || decoded || pieces[i + 1];
  end loop;
  return result;
end;
$$;

-- The sets a featured image URL and a body use: every path segment after `article-images/` in
-- the text as written and as a browser resolves it (see the top of this file). The sweep keeps
-- whatever is named here, so it errs on the side of naming too much.
create or replace function private.image_sets_of(image_url text, content text)
returns text[]
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  written constant text := coalesce(image_url, '') || ' ' || coalesce(content, '');
  references_decoded constant text := private.decode_character_references(written);
  resolved constant text := private.percent_decode(translate(references_decoded, E'\\\t\n\r', '/'));
  -- Tabs and line breaks inside a URL are dropped by the URL parser, but between srcset
  -- candidates they separate: read both ways.
  spaced constant text := private.percent_decode(translate(references_decoded, E'\\\t\n\r', '/   '));
begin
  return coalesce((
    select array_agg(distinct segment)
      from unnest(array[written, references_decoded, resolved, spaced]) as variant,
           regexp_matches(variant, 'article-images/+([^?#"''\s<>]+)', 'gi') as m,
           unnest(string_to_array(m[1], '/')) as segment
     where segment not in ('', '.', '..')
  ), '{}');
end;
$$;

revoke all on function private.decode_character_references(text), private.percent_decode(text),
  private.image_sets_of(text, text) from public, anon, authenticated, service_role;

-- Every row read again with the new reading.
delete from private.image_set_refs;
insert into private.image_set_refs (source, article_id, set_key)
select 'article', a.id, s from public.articles a, unnest(private.image_sets_of(a.image_url, a.content)) as s
on conflict do nothing;
insert into private.image_set_refs (source, article_id, set_key)
select 'autosave', a.article_id, s from public.article_autosaves a, unnest(private.image_sets_of(a.image_url, a.content)) as s
on conflict do nothing;

-- The sweep's candidates, dated by the server ----------------------------------------------------
-- Walks the bucket's objects in name order after `after_name`, at most `max_objects` (≤ 1000)
-- a call, and answers { "sets": [...], "next": <name to continue after, or null at the end> }:
-- the sets (a name's first segment) among them whose every object the Storage server stored at
-- least `min_age_seconds` ago. Whether a set is still used is unreferenced_image_sets()'s answer.
-- Security invoker: it reads storage.objects as the caller, whose policies let only
-- administrators read this bucket's rows.
create function public.image_sets_older_than(min_age_seconds integer, after_name text default null, max_objects integer default 1000)
returns json
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  names text[];
  sets text[];
begin
  if not public.is_admin() then
    raise exception 'only administrators may sweep images' using errcode = '42501';
  end if;
  names := array(
    select o.name
      from storage.objects o
     where o.bucket_id = 'article-images' and o.name > coalesce(after_name, '')
     order by o.name
     limit greatest(1, least(coalesce(max_objects, 1000), 1000))
  );
  sets := array(
    select s
      from (select distinct split_part(n, '/', 1) as s from unnest(names) as n) candidates
     where s <> ''
       -- The newest object of the whole set, wherever it sorts, not only those on this page.
       and (
         select max(o.created_at)
           from storage.objects o
          where o.bucket_id = 'article-images'
            and (o.name = s or o.name like replace(replace(replace(s, '\', '\\'), '%', '\%'), '_', '\_') || '/%')
       ) <= now() - make_interval(secs => greatest(coalesce(min_age_seconds, 0), 0))
     order by s
  );
  return json_build_object(
    'sets', to_json(sets),
    'next', case when cardinality(names) >= greatest(1, least(coalesce(max_objects, 1000), 1000)) then names[cardinality(names)] end
  );
end;
$$;

revoke all on function public.image_sets_older_than(integer, text, integer) from public, anon, authenticated, service_role;
grant execute on function public.image_sets_older_than(integer, text, integer) to authenticated;
