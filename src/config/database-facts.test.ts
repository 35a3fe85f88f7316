/// <reference types="node" />
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/slug.ts'
import { CATEGORIES, HOME_SECTION_CATEGORIES } from './categories.ts'
import { COMMENT_STATUSES } from './comment-statuses.ts'
import { STAFF_ROLES } from './staff-roles.ts'
import { adminPaths } from './admin-paths.ts'
import { paths } from './paths.ts'
import { ARTICLE_TITLE_MAX, COMMENT_NAME_MAX, COMMENT_TEXT_MAX, POSTAL_ADDRESS_MAX, REPLY_TO_MAX, SITE_NAME_MAX, SLUG_FROM_TITLE_MAX, SUBSCRIBER_EMAIL_PATTERN } from './site.ts'
import { DEFAULT_SITE_NAME } from './site-catalogue.ts'

/**
 * The database is the source of these facts; the TypeScript copies must say the same. They are
 * read from supabase/schema-snapshot/, the catalogue as PostgreSQL prints it once every migration has run
 * (`npm run db:types` writes it, CI checks it against the migrations): each constraint and
 * function has exactly one current definition there, so no history is replayed.
 */
const SCHEMAS = path.resolve(import.meta.dirname, '../../supabase/schema-snapshot')
const schemaFile = (relative: string) => readFileSync(path.join(SCHEMAS, relative), 'utf8')

/** The check constraint's definition, as `pg_get_constraintdef` prints it. */
function constraint(table: string, name: string): string {
  const line = schemaFile(`public/tables/${table}.sql`).split('\n').find((text) => text.trim().startsWith(`constraint ${name} `))
  if (line === undefined) throw new Error(`no constraint ${name} in supabase/schema-snapshot/public/tables/${table}.sql`)
  return line
}

/** What the first group of the pattern's only match in the text captured. */
function capture(text: string, pattern: RegExp): string {
  const matches = [...text.matchAll(pattern)]
  if (matches.length !== 1) throw new Error(`${matches.length} matches of ${pattern}, expected exactly one`)
  const captured = matches[0]?.[1]
  if (captured === undefined) throw new Error(`${pattern} captured nothing`)
  return captured
}

/** The quoted values of a list, in order (`'a'::text`, `'b'` alike). */
const quoted = (list: string) => Array.from(list.matchAll(/'([^']*)'/g), ([, value = '']) => value)

const articles = schemaFile('public/tables/articles.sql')
const slugCheck = constraint('articles', 'articles_slug_check')

const sortedCopy = (values: Iterable<string>) => [...values].sort()

describe('facts the database defines', () => {
  it('categories: config/categories.ts lists exactly the check constraint, in order', () => {
    const inDatabase = quoted(constraint('articles', 'articles_category_check'))
    expect(CATEGORIES.map((category) => category.value)).toEqual(inDatabase)
  })

  it('home sections: home_page() lists config/categories.ts HOME_SECTION_CATEGORIES, in order', () => {
    const homePage = schemaFile('public/functions/home_page.sql')
    const inDatabase = quoted(capture(homePage, /unnest\(\s*array\[([^\]]*)\]\s*\)\s*with\s+ordinality\s+as\s+c\s*\(\s*slug/gi))
    expect(HOME_SECTION_CATEGORIES.map((category) => category.value)).toEqual(inDatabase)
  })

  it('the column default is a catalogued category', () => {
    const fallback = capture(articles, /^\s*category text default '([^']*)'::text not null,$/gm)
    expect(CATEGORIES.map((category) => category.value)).toContain(fallback)
  })

  it('comment statuses: config/comment-statuses.ts lists exactly the check constraint', () => {
    const inDatabase = quoted(constraint('comments', 'comments_status_check'))
    expect(sortedCopy(COMMENT_STATUSES)).toEqual(sortedCopy(inDatabase))
  })

  it('staff roles: config/staff-roles.ts lists exactly the check constraint, lowest first', () => {
    expect(STAFF_ROLES).toEqual(quoted(constraint('admins', 'admins_role_check')))
  })

  it('reserved slugs: lib/slug.ts refuses exactly what the slug constraint refuses, and the database skips when it assigns one', () => {
    const inDatabase = quoted(constraint('articles', 'articles_slug_check1'))
    expect(sortedCopy(RESERVED_SLUGS)).toEqual(sortedCopy(inDatabase))
    const skipped = quoted(capture(schemaFile('private/functions/is_reserved_slug.sql'), /select\s+slug\s+in\s*\(([^)]*)\)/gi))
    expect(sortedCopy(RESERVED_SLUGS)).toEqual(sortedCopy(skipped))
  })

  it('every first path segment the router owns (config/paths.ts, config/admin-paths.ts) is a reserved slug', () => {
    const routes = [...Object.values(paths), ...Object.values(adminPaths)].map((value) => (typeof value === 'function' ? value('x') : value))
    const owned = routes
      .filter((route) => route !== paths.article('x'))
      .map((route) => route.split('/')[1] ?? '')
      .filter((segment) => segment !== '')
    expect(owned.length).toBeGreaterThan(5)
    expect(owned.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([])
  })

  it('article addresses: lib/slug.ts holds the pattern and length of the slug check constraint', () => {
    expect(SLUG_PATTERN).toBe(capture(slugCheck, /slug ~ '([^']+)'/g))
    expect(SLUG_MAX_LENGTH).toBe(Number(capture(slugCheck, /char_length\(slug\) <= (\d+)/g)))
  })

  it('article titles: config/site.ts holds the title check\'s limit and how much of a title private.slugify keeps', () => {
    expect(ARTICLE_TITLE_MAX).toBe(Number(capture(constraint('articles', 'articles_title_check'), /char_length\(btrim\(title\)\) <= (\d+)/g)))
    expect(SLUG_FROM_TITLE_MAX).toBe(Number(capture(schemaFile('private/functions/slugify.sql'), /char_length\(slug\) <= (\d+)/g)))
  })

  it('comment length limits: config/site.ts matches the check constraints', () => {
    const upperBound = (name: string, column: string) =>
      Number(capture(constraint('comments', name), new RegExp(`char_length\\(btrim\\(${column}\\)\\) <= (\\d+)`, 'g')))
    expect(upperBound('comments_author_name_check', 'author_name')).toBe(COMMENT_NAME_MAX)
    expect(upperBound('comments_content_check', 'content')).toBe(COMMENT_TEXT_MAX)
  })

  it('subscriber e-mail: config/site.ts holds the pattern of the last subscribers_email_strict check', () => {
    const pattern = capture(constraint('subscribers', 'subscribers_email_strict'), /CHECK \(email ~ '([^']*)'/g)
    expect(SUBSCRIBER_EMAIL_PATTERN).toBe(pattern)
  })

  it('site settings: config/site.ts holds the limits and the reply-to pattern of the check constraints', () => {
    expect(Number(capture(constraint('site_settings', 'site_settings_site_name_check'), /<= (\d+)/g))).toBe(SITE_NAME_MAX)
    expect(Number(capture(constraint('site_settings', 'site_settings_postal_address_check'), /<= (\d+)/g))).toBe(POSTAL_ADDRESS_MAX)
    const replyTo = constraint('site_settings', 'site_settings_reply_to_check')
    expect(Number(capture(replyTo, /<= (\d+)/g))).toBe(REPLY_TO_MAX)
    expect(capture(replyTo, /reply_to ~\* '([^']*)'/g)).toBe(SUBSCRIBER_EMAIL_PATTERN)
  })

  it("a byline that would be a login e-mail signs as the site: private.site_byline() falls back to the catalogue's site name", () => {
    expect(capture(schemaFile('private/functions/site_byline.sql'), /'([^']*)'::text/g)).toBe(DEFAULT_SITE_NAME)
  })
})
