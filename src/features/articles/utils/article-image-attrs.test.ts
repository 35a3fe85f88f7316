import { describe, expect, it } from 'vitest'
import { articleImageSrc, cardImageAlt, categoryWithSpaces, featuredImageAlt } from './article-image-attrs.ts'

describe('article image fallbacks', () => {
  it('uses the default stock image when there is none', () => {
    expect(articleImageSrc(null)).toBe('/images/default-article.svg')
    expect(articleImageSrc('  ')).toBe('/images/default-article.svg')
    expect(articleImageSrc('/images/articles/political-1.svg')).toBe('/images/articles/political-1.svg')
  })

  it('cards fall back to the title for alt text', () => {
    expect(cardImageAlt({ image_alt: null, title: 'Budget Day' })).toBe('Budget Day')
    expect(cardImageAlt({ image_alt: 'A ballot box', title: 'Budget Day' })).toBe('A ballot box')
  })

  it("the article page falls back to 'Featured image for: {title}'", () => {
    expect(featuredImageAlt({ image_alt: '', title: 'Budget Day' })).toBe('Featured image for: Budget Day')
    expect(featuredImageAlt({ image_alt: 'A ballot box', title: 'Budget Day' })).toBe('A ballot box')
  })
})

describe('category slug display', () => {
  it.each([
    ['health-news', 'Health News'],
    ['usa-today', 'USA Today'],
    ['sports', 'Sports'],
    ['politics-documentary', 'Politics Documentary'],
    ['no-such-section', 'no such section'],
  ])('%s → %s', (slug, text) => {
    expect(categoryWithSpaces(slug)).toBe(text)
  })
})
