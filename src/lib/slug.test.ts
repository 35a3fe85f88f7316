import { describe, expect, it } from 'vitest'
import { isArticleSlug, slugify, uniqueSlug } from './slug.ts'

describe('slugify (spec §3 rule)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ["Why the NHS can't wait: a 10-point plan!", 'why-the-nhs-cant-wait-a-10-point-plan'],
    ['Rates -- up   again', 'rates-up-again'],
    ['---Dashes---everywhere---', 'dashes-everywhere'],
    ['snake_case stays', 'snake_case-stays'],
    ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['Café déjà vu', 'caf-dj-vu'],
  ])('%j → %j', (title, expected) => {
    expect(slugify(title)).toBe(expected)
  })

  it('falls back to "article" when nothing word-like remains', () => {
    expect(slugify('!!! ??? ...')).toBe('article')
    expect(slugify('')).toBe('article')
  })

  it('caps very long titles without leaving a trailing hyphen', () => {
    const slug = slugify(`${'word '.repeat(60)}end`)
    expect(slug.length).toBeLessThanOrEqual(100)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('uniqueSlug', () => {
  it('keeps a free slug as is', () => {
    expect(uniqueSlug('budget-day', ['other'])).toBe('budget-day')
  })

  it('appends -2, -3, … while taken', () => {
    expect(uniqueSlug('budget-day', ['budget-day'])).toBe('budget-day-2')
    expect(uniqueSlug('budget-day', ['budget-day', 'budget-day-2', 'budget-day-3'])).toBe('budget-day-4')
  })

  it.each(['about', 'contact', 'careers', 'advertise', 'admin', 'category', 'legal'])(
    'never returns the reserved route %j',
    (reserved) => {
      expect(uniqueSlug(reserved, [])).toBe(`${reserved}-2`)
    },
  )
})

describe('isArticleSlug: which first path segments can name an article', () => {
  it.each(['hello-world', 'snake_case-stays', 'article-2', '2026-budget', 'a'.repeat(120)])('%j can', (segment) => {
    expect(isArticleSlug(segment)).toBe(true)
  })

  it.each([
    ['a route prefix', 'legal'],
    ['a route prefix', 'category'],
    ['a route prefix', 'admin'],
    ['a reserved file name', 'robots.txt'],
    ['capitals', 'Hello-World'],
    ['a dot', 'wp-login.php'],
    ['a leading hyphen', '-hello'],
    ['a doubled hyphen', 'hello--world'],
    ['a space', 'hello world'],
    ['nothing', ''],
    ['over the length limit', 'a'.repeat(121)],
  ])('%s (%j) cannot', (_why, segment) => {
    expect(isArticleSlug(segment)).toBe(false)
  })
})
