import { describe, expect, it } from 'vitest'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../src/lib/slug.ts'
import { slugify, uniqueSlug } from './slugify.ts'

describe('slugify', () => {
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

  it('ends a long title\'s slug at a word, never inside one', () => {
    const title = 'Why the government keeps promising faster broadband to rural towns and why those promises keep slipping every year'
    expect(slugify(title)).toBe('why-the-government-keeps-promising-faster-broadband-to-rural-towns-and-why-those-promises-keep')
    // The 100th character ends a word: all 100 are kept.
    expect(slugify(`${'a'.repeat(95)} word more`)).toBe(`${'a'.repeat(95)}-word`)
    // One word longer than the limit is cut, as there is no word end to cut at.
    expect(slugify('x'.repeat(130))).toBe('x'.repeat(100))
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

// src/config/database-facts.test.ts holds SLUG_PATTERN and SLUG_MAX_LENGTH equal to the slug check constraint.
describe('slugify and uniqueSlug', () => {
  it('only produce slugs the slug constraint accepts', () => {
    const titles = ['Hello World', "Why the NHS can't wait: a 10-point plan!", '!!!', 'snake_case stays', `${'word '.repeat(60)}end`, 'About']
    for (const title of titles) {
      const slug = uniqueSlug(slugify(title), ['hello-world', 'article'])
      expect(slug).toMatch(new RegExp(SLUG_PATTERN))
      expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    }
  })
})
