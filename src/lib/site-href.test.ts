import { describe, expect, it } from 'vitest'
import { siteHref } from './site-href.ts'

describe('siteHref', () => {
  it('joins paths to the site URL and passes absolute URLs through', () => {
    expect(siteHref('https://news.example/', '/')).toBe('https://news.example/')
    expect(siteHref('https://news.example', '/a-story')).toBe('https://news.example/a-story')
    expect(siteHref('http://127.0.0.1:5173', 'images/x.svg')).toBe('http://127.0.0.1:5173/images/x.svg')
    expect(siteHref('https://news.example', 'https://images.example/x.png')).toBe('https://images.example/x.png')
  })
})
