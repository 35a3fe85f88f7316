import { render } from '@testing-library/react'
import { HeadTags, type HeadMeta } from './head-tags.tsx'

const first: HeadMeta[] = [
  { attribute: 'property', key: 'og:title', content: 'First' },
  { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
]
const second: HeadMeta[] = [{ attribute: 'property', key: 'og:title', content: 'Second' }]

const metaContent = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content

describe('HeadTags', () => {
  afterEach(() => document.head.replaceChildren())

  it('adds its tags while mounted and removes them after', () => {
    const view = render(<HeadTags meta={first} canonical="https://news.example/a" jsonLd='{"@type":"NewsArticle"}' />)
    expect(metaContent('meta[property="og:title"]')).toBe('First')
    expect(metaContent('meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://news.example/a')
    expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"@type":"NewsArticle"}')
    view.unmount()
    expect(document.head.querySelectorAll('meta, link, script')).toHaveLength(0)
  })

  it('replaces rather than duplicates when the page changes, leaving one JSON-LD block', () => {
    const view = render(<HeadTags meta={first} jsonLd='{"n":1}' />)
    view.rerender(<HeadTags meta={second} jsonLd='{"n":2}' />)
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1)
    expect(metaContent('meta[property="og:title"]')).toBe('Second')
    expect(document.head.querySelector('meta[name="twitter:card"]')).toBeNull()
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]')
    expect(Array.from(scripts, (script) => script.textContent)).toEqual(['{"n":2}'])
  })

  it('restores a tag the page shell already had', () => {
    const shell = Object.assign(document.createElement('meta'), { content: 'Site default' })
    shell.setAttribute('property', 'og:title')
    document.head.append(shell)
    const view = render(<HeadTags meta={first} />)
    expect(shell.content).toBe('First')
    view.unmount()
    expect(shell.content).toBe('Site default')
    expect(document.head.querySelectorAll('meta')).toHaveLength(1)
  })
})
