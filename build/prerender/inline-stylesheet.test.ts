import { describe, expect, it } from 'vitest'
import { linkedStylesheet, withInlineStylesheet } from './inline-stylesheet.ts'

const template = `<!doctype html><html><head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head><body><div id="root"></div></body></html>`

describe('linkedStylesheet', () => {
  it('finds the built stylesheet link', () => {
    expect(linkedStylesheet(template)).toEqual({ tag: '<link rel="stylesheet" crossorigin href="/assets/index-def.css">', href: '/assets/index-def.css' })
  })

  it('is null for a page without one', () => {
    expect(linkedStylesheet('<html><head></head></html>')).toBeNull()
  })

  it('refuses a template with two, which one inline block would not stand for', () => {
    const two = template.replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/other.css"></head>')
    expect(() => linkedStylesheet(two)).toThrow(/more than one stylesheet/)
  })
})

describe('withInlineStylesheet', () => {
  const link = linkedStylesheet(template)!

  it('puts the rules where the link was, and no link is left', () => {
    const page = withInlineStylesheet(template, link, '.a{color:red}\n')
    expect(page).toContain('<style>.a{color:red}</style>')
    expect(page).not.toContain('index-def.css')
    expect(page.indexOf('<style>')).toBeLessThan(page.indexOf('</head>'))
  })

  it('keeps replacement patterns in the CSS as they are', () => {
    expect(withInlineStylesheet(template, link, '.b::after{content:"$&"}')).toContain('content:"$&"')
  })

  it('refuses CSS that would close the element early', () => {
    expect(() => withInlineStylesheet(template, link, '.c{}</style><script>')).toThrow(/cannot be inlined/)
  })

  it('refuses a page that lost the link', () => {
    expect(() => withInlineStylesheet('<html><head></head></html>', link, '.a{}')).toThrow(/no link/)
  })
})
