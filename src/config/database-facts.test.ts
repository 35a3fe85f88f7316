/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from '@/lib/slug.ts'
import { CATEGORIES, HOME_SECTION_CATEGORIES } from './categories.ts'
import { COMMENT_STATUSES } from './comment-statuses.ts'
import { paths } from './paths.ts'
import { COMMENT_NAME_MAX, COMMENT_TEXT_MAX, SUBSCRIBER_EMAIL_PATTERN } from './site.ts'

/**
 * The database is the source of these facts; the TypeScript copies must say the same. Every
 * migration is read in order and the last definition wins, so a new migration that changes a
 * constraint is what the copies are checked against.
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations')
const sql = readdirSync(MIGRATIONS)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(path.join(MIGRATIONS, name), 'utf8').replace(/--[^\n]*/g, ''))
  .join('\n')

/** What the first group of the pattern's last match in the migrations captured. */
function lastCapture(pattern: RegExp): string {
  const captured = [...sql.matchAll(pattern)].at(-1)?.[1]
  if (captured === undefined) throw new Error(`no ${pattern} in supabase/migrations`)
  return captured
}

/** The quoted values of the last `<column> [not] in ('a', 'b', …)` check. */
function listed(pattern: RegExp): string[] {
  return Array.from(lastCapture(pattern).matchAll(/'([^']*)'/g), ([, value = '']) => value)
}

const sortedCopy = (values: Iterable<string>) => [...values].sort()

describe('facts the migrations define', () => {
  it('categories: config/categories.ts lists exactly the check constraint, in order', () => {
    const inDatabase = listed(/check\s*\(\s*category\s+in\s*\(([^)]*)\)/gi)
    expect(CATEGORIES.map((category) => category.value)).toEqual(inDatabase)
  })

  it('home sections: home_page() lists config/categories.ts HOME_SECTION_CATEGORIES, in order', () => {
    const inDatabase = listed(/unnest\(\s*array\[([^\]]*)\]\s*\)\s*with\s+ordinality\s+as\s+c\s*\(\s*slug/gi)
    expect(HOME_SECTION_CATEGORIES.map((category) => category.value)).toEqual(inDatabase)
  })

  it('the column default is a catalogued category', () => {
    const fallback = lastCapture(/category\s+text\s+not\s+null\s+default\s+'([^']*)'/gi)
    expect(CATEGORIES.map((category) => category.value)).toContain(fallback)
  })

  it('comment statuses: config/comment-statuses.ts lists exactly the check constraint', () => {
    // The comments' status column defaults to 'pending'; articles have a status check of their own.
    const inDatabase = listed(/default\s+'pending'\s+check\s*\(\s*status\s+in\s*\(([^)]*)\)/gi)
    expect(sortedCopy(COMMENT_STATUSES)).toEqual(sortedCopy(inDatabase))
  })

  it('reserved slugs: lib/slug.ts refuses exactly what the slug constraint refuses, and the database skips when it assigns one', () => {
    const inDatabase = listed(/slug\s+not\s+in\s*\(([^)]*)\)/gi)
    expect(sortedCopy(RESERVED_SLUGS)).toEqual(sortedCopy(inDatabase))
    const skipped = listed(/is_reserved_slug[\s\S]*?select\s+slug\s+in\s*\(([^)]*)\)/gi)
    expect(sortedCopy(RESERVED_SLUGS)).toEqual(sortedCopy(skipped))
  })

  it('every first path segment the router owns (config/paths.ts) is a reserved slug', () => {
    const routes = Object.values(paths).flatMap((value) =>
      typeof value === 'string' ? [value] : typeof value === 'function' ? [value('x')] : Object.values(value))
    const owned = routes
      .filter((route) => route !== paths.article('x'))
      .map((route) => route.split('/')[1] ?? '')
      .filter((segment) => segment !== '')
    expect(owned.length).toBeGreaterThan(5)
    expect(owned.filter((segment) => !RESERVED_SLUGS.has(segment))).toEqual([])
  })

  it('slugify and uniqueSlug only produce slugs the slug constraint accepts', () => {
    const pattern = new RegExp(lastCapture(/slug\s*~\s*'([^']+)'/gi))
    const maxLength = Number(lastCapture(/char_length\(slug\)\s*<=\s*(\d+)/gi))
    const titles = ['Hello World', "Why the NHS can't wait: a 10-point plan!", '!!!', 'snake_case stays', `${'word '.repeat(60)}end`, 'About']
    for (const title of titles) {
      const slug = uniqueSlug(slugify(title), ['hello-world', 'article'])
      expect(slug).toMatch(pattern)
      expect(slug.length).toBeLessThanOrEqual(maxLength)
    }
  })

  it('article addresses: lib/slug.ts holds the pattern and length of the slug check constraint', () => {
    expect(SLUG_PATTERN).toBe(lastCapture(/slug\s*~\s*'([^']+)'/gi))
    expect(SLUG_MAX_LENGTH).toBe(Number(lastCapture(/char_length\(slug\)\s*<=\s*(\d+)/gi)))
  })

  it('comment length limits: config/site.ts matches the check constraints', () => {
    expect(Number(lastCapture(/char_length\(btrim\(author_name\)\)\s+between\s+1\s+and\s+(\d+)/gi))).toBe(COMMENT_NAME_MAX)
    expect(Number(lastCapture(/char_length\(btrim\(content\)\)\s+between\s+1\s+and\s+(\d+)/gi))).toBe(COMMENT_TEXT_MAX)
  })

  it('subscriber e-mail: config/site.ts holds the pattern of the last subscribers_email_strict check', () => {
    const pattern = lastCapture(/subscribers_email_strict\s+check\s*\(\s*email\s*~\s*'([^']*)'/gi)
    expect(SUBSCRIBER_EMAIL_PATTERN).toBe(pattern)
  })
})
