import { articleHead, type HeadArticle } from './article-head.ts'

const article: HeadArticle = {
  slug: 'taxes-and-you',
  title: 'Taxes </script> & "You"',
  excerpt: 'What changes <b>this</b> year.',
  category: 'usa-today',
  author: 'Jordan Vale',
  publish_date: '2026-03-01T10:00:00+00:00',
  updated_at: '2026-03-02T11:30:00.5+00:00',
  image_url: '/images/articles/usa-today-1.svg',
  image_alt: null,
}

const metaMap = (head: ReturnType<typeof articleHead>) => Object.fromEntries(head.meta.map((tag) => [tag.key, tag]))

describe('articleHead', () => {
  const head = articleHead(article, 'https://news.example', 'The Daily Opinion')
  const meta = metaMap(head)

  it('gives Open Graph, article:* and Twitter tags from the article, with absolute URLs', () => {
    const content = (key: string) => meta[key]?.content
    expect(content('og:type')).toBe('article')
    expect(content('og:title')).toBe(article.title)
    expect(content('og:description')).toBe(article.excerpt)
    expect(content('og:url')).toBe('https://news.example/taxes-and-you')
    expect(content('og:image')).toBe('https://news.example/images/articles/usa-today-1.svg')
    expect(content('og:image:alt')).toBe(`Featured image for: ${article.title}`)
    expect(content('og:site_name')).toBe('The Daily Opinion')
    expect(content('article:published_time')).toBe('2026-03-01T10:00:00.000Z')
    expect(content('article:modified_time')).toBe('2026-03-02T11:30:00.500Z')
    expect(content('article:section')).toBe('USA Today')
    expect(content('twitter:card')).toBe('summary_large_image')
    expect(content('twitter:title')).toBe(article.title)
    expect(content('twitter:image')).toBe('https://news.example/images/articles/usa-today-1.svg')
    expect(meta['og:title']?.attribute).toBe('property')
    expect(meta['twitter:card']?.attribute).toBe('name')
    expect(head.canonical).toBe('https://news.example/taxes-and-you')
  })

  it('describes a NewsArticle in JSON-LD that cannot break out of its script', () => {
    expect(head.jsonLd).not.toMatch(/<\/script/i)
    expect(JSON.parse(head.jsonLd)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.excerpt,
      image: ['https://news.example/images/articles/usa-today-1.svg'],
      datePublished: '2026-03-01T10:00:00.000Z',
      dateModified: '2026-03-02T11:30:00.500Z',
      author: [{ '@type': 'Person', name: 'Jordan Vale' }],
      articleSection: 'USA Today',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://news.example/taxes-and-you' },
      url: 'https://news.example/taxes-and-you',
      publisher: {
        '@type': 'Organization',
        name: 'The Daily Opinion',
        url: 'https://news.example/',
        logo: { '@type': 'ImageObject', url: 'https://news.example/favicon.svg' },
      },
    })
  })

  it('keeps absolute image URLs, falls back to the default image, and to the publish date when updated_at is missing', () => {
    const stored = metaMap(articleHead({ ...article, image_url: 'https://images.example/a.png', image_alt: 'A chart' }, 'https://news.example', 'X'))
    expect(stored['og:image']?.content).toBe('https://images.example/a.png')
    expect(stored['og:image:alt']?.content).toBe('A chart')
    const bare = articleHead({ ...article, image_url: null, updated_at: '' }, 'https://news.example', 'X')
    expect(metaMap(bare)['og:image']?.content).toBe('https://news.example/images/default-article.svg')
    expect(metaMap(bare)['article:modified_time']?.content).toBe('2026-03-01T10:00:00.000Z')
    expect(JSON.parse(bare.jsonLd).dateModified).toBe('2026-03-01T10:00:00.000Z')
  })

  it("links the author to their author page when the byline has one", () => {
    const linked = articleHead({ ...article, author_slug: 'jordan-vale' }, 'https://news.example', 'The Daily Opinion')
    expect((JSON.parse(linked.jsonLd) as { author: unknown }).author).toEqual([{ '@type': 'Person', name: 'Jordan Vale', url: 'https://news.example/author/jordan-vale' }])
  })
})
