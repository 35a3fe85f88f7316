import { render } from '@testing-library/react'
import { DocumentMeta } from './document-meta.tsx'

const robots = () => Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]'), (tag) => tag.content)

describe('DocumentMeta noIndex', () => {
  afterEach(() => document.head.replaceChildren())

  it('puts robots noindex in the head while a not-found page is shown, and takes it away after', () => {
    const view = render(<DocumentMeta title="Page not found" noIndex />)
    expect(robots()).toEqual(['noindex'])
    view.unmount()
    expect(robots()).toEqual([])
  })

  it('leaves robots alone on other pages, and drops it when the same page stops being a miss', () => {
    const view = render(<DocumentMeta title="An article" />)
    expect(robots()).toEqual([])
    view.rerender(<DocumentMeta title="Article Not Found" noIndex />)
    expect(robots()).toEqual(['noindex'])
    view.rerender(<DocumentMeta title="An article" />)
    expect(robots()).toEqual([])
  })
})
