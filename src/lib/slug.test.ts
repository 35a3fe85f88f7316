import { describe, expect, it } from 'vitest'
import { isArticleSlug } from './slug.ts'

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
