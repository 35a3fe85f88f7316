import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import type { ArticleCard } from '@/data/articles/article-fetchers.ts'
import { RelatedArticles } from './related-articles.tsx'

const pool: ArticleCard[] = Array.from({ length: 20 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `related-${index}`,
  title: `Related article ${index}`,
  excerpt: 'An excerpt.',
  category: 'political',
  publish_date: '2026-03-04T15:07:00Z',
  image_url: null,
  image_alt: null,
  featured: false,
  breaking: false,
  author: 'Ada Lovelace',
}))

const tree = () => <MemoryRouter><RelatedArticles articles={pool} /></MemoryRouter>
const titles = (root: HTMLElement) => [...root.querySelectorAll('h3')].map((heading) => heading.textContent)

describe('RelatedArticles', () => {
  it('stays out of a prerendered page\'s HTML, and draws two cards of the pool once hydrated', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree())
    expect(titles(container)).toEqual([])

    const recoverable: unknown[] = []
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (error) => void recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    const drawn = titles(container)
    expect(drawn).toHaveLength(2)
    for (const title of drawn) expect(pool.map((article) => article.title)).toContain(title)
  })
})
