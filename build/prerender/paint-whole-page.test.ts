import { describe, expect, it } from 'vitest'
import { PAGE_END_ID, withWholePageFirstPaint } from './paint-whole-page.ts'

describe('withWholePageFirstPaint', () => {
  const page = withWholePageFirstPaint('<html><head><style>a{}</style></head><body><div id="root"><p>x</p></div><script>y</script></body></html>')

  it('holds rendering in the head until the marker has been parsed', () => {
    expect(page).toContain(`<link rel="expect" href="#${PAGE_END_ID}" blocking="render"></head>`)
  })

  it('puts the marker last in the body, outside the app\'s root', () => {
    expect(page).toMatch(new RegExp(`<script>y</script><span id="${PAGE_END_ID}" hidden></span></body></html>$`))
    expect(page.indexOf(PAGE_END_ID, page.indexOf('<body>'))).toBeGreaterThan(page.indexOf('</div>'))
  })

  it('refuses a page it cannot mark', () => {
    expect(() => withWholePageFirstPaint('<p>no head</p>')).toThrow(/no <\/head>/)
  })
})
