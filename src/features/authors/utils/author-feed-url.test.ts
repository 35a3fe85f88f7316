import { describe, expect, it } from 'vitest'
import { authorFeedUrl } from './author-feed-url.ts'

describe('authorFeedUrl', () => {
  it("is the RSS function's address with the author's slug, whatever the project URL ends with", () => {
    expect(authorFeedUrl('hannah-cole', 'https://abc.supabase.co')).toBe('https://abc.supabase.co/functions/v1/rss?author=hannah-cole')
    expect(authorFeedUrl('hannah-cole', 'http://127.0.0.1:54321/')).toBe('http://127.0.0.1:54321/functions/v1/rss?author=hannah-cole')
  })

  it('escapes what a slug should never hold', () => {
    expect(authorFeedUrl('a&b=c', 'https://x.test')).toBe('https://x.test/functions/v1/rss?author=a%26b%3Dc')
  })
})
