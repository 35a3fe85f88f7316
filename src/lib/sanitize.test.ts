import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './sanitize.ts'

/** Parses sanitised HTML so assertions look at what the browser would build. */
function render(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = sanitizeArticleHtml(html)
  return host
}

describe('sanitizeArticleHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Heading</h2><p><strong>bold</strong> <em>italic</em> <u>under</u> <a href="https://example.com/a">link</a></p>' +
      '<blockquote>quote</blockquote><img src="/images/articles/political-1.svg" alt="A ballot box">'
    const host = render(html)
    expect(host.querySelector('h2')?.textContent).toBe('Heading')
    expect(host.querySelector('strong')).not.toBeNull()
    expect(host.querySelector('em')).not.toBeNull()
    expect(host.querySelector('u')).not.toBeNull()
    expect(host.querySelector('blockquote')?.textContent).toBe('quote')
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a')
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/images/articles/political-1.svg')
  })

  it('removes script elements and their text', () => {
    const host = render('<p>before</p><script>window.__xss = 1</script><p>after</p>')
    expect(host.querySelector('script')).toBeNull()
    expect(host.innerHTML).not.toContain('__xss')
    expect(host.textContent).toBe('beforeafter')
  })

  it('removes event handler attributes', () => {
    const host = render('<img src="/x.png" onerror="alert(1)" alt="x"><p onclick="alert(2)" onmouseover="alert(3)">hi</p>')
    expect(host.innerHTML).not.toMatch(/on(error|click|mouseover)/i)
    expect(host.querySelector('p')?.textContent).toBe('hi')
  })

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'])(
    'drops the dangerous link target %j',
    (href) => {
      const host = render(`<a href="${href}">click</a>`)
      const link = host.querySelector('a')
      expect(link?.textContent).toBe('click')
      expect(link?.getAttribute('href')).toBeNull()
    },
  )

  it('removes base64 and other data: images entirely', () => {
    const host = render('<p>x</p><img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel"><img src="data:image/svg+xml,<svg onload=alert(1)>">')
    expect(host.querySelector('img')).toBeNull()
    expect(host.innerHTML).not.toContain('base64')
  })

  it('drops images from protocol-relative or non-http sources', () => {
    expect(render('<img src="//evil.example/x.png">').querySelector('img')).toBeNull()
    expect(render('<img src="ftp://evil.example/x.png">').querySelector('img')).toBeNull()
  })

  it('removes iframes, forms, inline styles and svg', () => {
    const host = render(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">s</p><svg><script>alert(1)</script></svg>',
    )
    expect(host.querySelector('iframe, form, input, svg, script')).toBeNull()
    expect(host.querySelector('p')?.getAttribute('style')).toBeNull()
  })

  it('drops target so a link can never hand window.opener to another site', () => {
    const link = render('<a href="https://example.com" target="_blank">x</a>').querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com')
    expect(link?.hasAttribute('target')).toBe(false)
  })

  it('allows mailto, tel, relative and fragment links', () => {
    const host = render('<a href="mailto:a@b.co">m</a><a href="tel:+15551234">t</a><a href="/about">r</a><a href="#top">f</a>')
    expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:a@b.co', 'tel:+15551234', '/about', '#top'])
  })

  it('returns an empty string for empty content', () => {
    expect(sanitizeArticleHtml('')).toBe('')
  })
})
