import type { HeadArticle } from '@/features/articles/utils/article-head.ts'
import { pageHeadHtml, pageTitle } from './page-head.ts'

const article: HeadArticle = {
  slug: 'rates-hold-steady',
  title: 'Rates "Hold" <Steady> & Why',
  excerpt: 'The bank waits.',
  category: 'political',
  author: 'Ada Lovelace',
  publish_date: '2026-03-04T15:07:00Z',
  updated_at: '2026-03-05T09:00:00Z',
  image_url: '/images/photos/city/1600x1067.webp',
  image_alt: null,
}

/** The tags of the head HTML as a document, to read them the way a crawler does. */
function parse(html: string) {
  const head = new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html').head
  const content = (selector: string) => head.querySelector(selector)?.getAttribute('content') ?? head.querySelector(selector)?.getAttribute('href')
  return { head, content }
}

describe('pageTitle', () => {
  it('follows the spec pattern, the site name alone on home', () => {
    expect(pageTitle('Political', 'The Daily Opinion')).toBe('Political - The Daily Opinion')
    expect(pageTitle(undefined, 'The Daily Opinion')).toBe('The Daily Opinion')
  })
})

describe('pageHeadHtml', () => {
  it('writes an article\'s title, description, canonical, Open Graph, article:* and Twitter tags, escaped', () => {
    const { head, content } = parse(pageHeadHtml({ path: '/rates-hold-steady', origin: 'https://news.example', siteName: 'The Daily Opinion', title: article.title, description: article.excerpt, article }))
    expect(head.querySelector('title')?.textContent).toBe('Rates "Hold" <Steady> & Why - The Daily Opinion')
    expect(content('meta[name="description"]')).toBe('The bank waits.')
    expect(content('link[rel="canonical"]')).toBe('https://news.example/rates-hold-steady')
    expect(content('meta[property="og:type"]')).toBe('article')
    expect(content('meta[property="og:title"]')).toBe(article.title)
    expect(content('meta[property="og:url"]')).toBe('https://news.example/rates-hold-steady')
    // The narrowest stored width of at least 1200 px, absolute.
    expect(content('meta[property="og:image"]')).toBe('https://news.example/images/photos/city/1200x800.webp')
    expect(content('meta[property="og:image:width"]')).toBe('1200')
    expect(content('meta[property="article:published_time"]')).toBe('2026-03-04T15:07:00.000Z')
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image')
  })

  it('adds NewsArticle JSON-LD that cannot close its script element', () => {
    const html = pageHeadHtml({ path: '/x', origin: 'https://news.example', siteName: 'S', title: 'T', article: { ...article, title: '</script><script>alert(1)</script>' } })
    expect(html).not.toContain('</script><script>alert')
    const { head } = parse(html)
    const data = JSON.parse(head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as Record<string, unknown>
    expect(data['@type']).toBe('NewsArticle')
    expect(data.headline).toBe('</script><script>alert(1)</script>')
  })

  it('gives other pages website tags, with the picture they share when they have one', () => {
    const home = parse(pageHeadHtml({ path: '/', origin: 'https://news.example', siteName: 'The Daily Opinion', image: '/images/photos/a/1600x900.jpg' }))
    expect(home.content('meta[property="og:type"]')).toBe('website')
    expect(home.content('meta[property="og:title"]')).toBe('The Daily Opinion')
    expect(home.content('meta[property="og:image"]')).toBe('https://news.example/images/photos/a/1200x675.jpg')
    expect(home.content('meta[name="twitter:card"]')).toBe('summary_large_image')

    const about = parse(pageHeadHtml({ path: '/about', origin: 'https://news.example', siteName: 'S', title: 'About Us', description: 'Who we are.' }))
    expect(about.content('link[rel="canonical"]')).toBe('https://news.example/about')
    expect(about.content('meta[property="og:image"]')).toBeUndefined()
    expect(about.content('meta[name="twitter:card"]')).toBe('summary')
    expect(about.head.querySelector('meta[name="robots"]')).toBeNull()
  })
})
