import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { HeadTags } from '@/components/head-tags.tsx'
import { SITE_DESCRIPTION } from '@/config/site-catalogue.ts'
import { releasePrerenderedHeadOnNavigation } from './prerendered-head.ts'

/** The head a prerendered article arrives with (src/app/prerender/page-head.ts). */
const PRERENDERED_HEAD = `
  <title>An article - Site</title>
  <meta name="description" content="The article's excerpt">
  <link rel="canonical" href="https://news.example/an-article">
  <meta property="og:title" content="An article">
  <meta property="og:image:width" content="1200">
  <meta property="article:section" content="Sports">
  <meta name="twitter:card" content="summary_large_image">
  <script type="application/ld+json">{"@type":"NewsArticle"}</script>
  <link rel="alternate" type="application/rss+xml" href="/rss.xml">`

const pageTags = () => [...document.head.querySelectorAll('link[rel="canonical"], meta[property], meta[name^="twitter:"], script')]
  .map((tag) => tag.outerHTML)
const description = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((tag) => tag.content)

function prerenderedApp() {
  document.head.innerHTML = PRERENDERED_HEAD
  const router = createMemoryRouter([
    {
      path: '/an-article',
      element: (
        <>
          <DocumentMeta title="An article" description="The article's excerpt" />
          <HeadTags meta={[{ attribute: 'property', key: 'og:title', content: 'An article' }]} canonical="https://news.example/an-article" jsonLd='{"@type":"NewsArticle"}' />
        </>
      ),
    },
    { path: '/category/sports', element: <DocumentMeta title="Sports" /> },
    { path: '/another', element: <HeadTags meta={[{ attribute: 'property', key: 'og:title', content: 'Another' }]} canonical="https://news.example/another" /> },
  ], { initialEntries: ['/an-article'] })
  releasePrerenderedHeadOnNavigation(router)
  render(<RouterProvider router={router} />)
  return router
}

describe('releasePrerenderedHeadOnNavigation', () => {
  afterEach(() => document.head.replaceChildren())

  it('keeps the page\'s tags while the reader stays on it', async () => {
    const router = prerenderedApp()
    await act(() => router.navigate('/an-article#comments'))
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://news.example/an-article')
    expect(document.head.querySelector('meta[property="article:section"]')).not.toBeNull()
    expect(description()).toEqual(["The article's excerpt"])
  })

  it('removes every tag the HTML came with on the first navigation, and the description is the site\'s again', async () => {
    const router = prerenderedApp()
    await act(() => router.navigate('/category/sports'))
    expect(pageTags()).toEqual([])
    expect(description()).toEqual([SITE_DESCRIPTION])
    expect(document.title).toBe('Sports - The Daily Opinion')
    // What index.html has for every page stays.
    expect(document.head.querySelector('link[rel="alternate"]')).not.toBeNull()
  })

  it('leaves the next page its own tags, once each', async () => {
    const router = prerenderedApp()
    await act(() => router.navigate('/another'))
    expect(pageTags().sort()).toEqual(['<link rel="canonical" href="https://news.example/another">', '<meta property="og:title" content="Another">'])
    expect(description()).toEqual([SITE_DESCRIPTION])
  })
})
