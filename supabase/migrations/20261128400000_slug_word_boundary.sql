-- A long title's slug ends at a word.
--
-- private.slugify kept the first 100 characters of the slugged title, so a long title's address
-- ended in the middle of a word ("...-the-governm"). It now keeps the whole words that fit in
-- those 100 characters: cut at the last hyphen before the limit, unless the character after the
-- limit already ends a word (then the 100 are whole words). A first word longer than 100
-- characters is still cut at 100, as before: the slug must have something. Everything else is
-- as it was (tests/support/slugify.ts models it, tests/product/article-lifecycle.test.ts holds
-- the two equal): existing slugs are not changed, a slug is assigned once.

create or replace function private.slugify(title text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  with slugged as (
    select btrim(regexp_replace(regexp_replace(regexp_replace(
      translate(title, E'ABCDEFGHIJKLMNOPQRSTUVWXYZ\u0130\u212A', 'abcdefghijklmnopqrstuvwxyzik'),
      E'[\\t\\n\\v\\f\\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '-', 'g'),
      '[^A-Za-z0-9_-]+', '', 'g'),
      '-{2,}', '-', 'g'), '-') as slug
  )
  select coalesce(nullif(regexp_replace(
    case
      when char_length(slug) <= 100 or substr(slug, 101, 1) = '-' then left(slug, 100)
      when strpos(left(slug, 100), '-') = 0 then left(slug, 100)
      else regexp_replace(left(slug, 100), '-[^-]*$', '')
    end, '-+$', ''), ''), 'article')
  from slugged;
$$;
revoke all on function private.slugify(text) from public, anon, authenticated, service_role;
