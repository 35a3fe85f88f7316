import { describe, expect, it } from 'vitest'
import type { ContentOrigins } from './article-sanitizer.ts'
import { withoutInlineAttributes } from './inline-attributes.ts'
import { sanitizeArticleHtml, sanitizeArticleNodes } from './sanitize.ts'

type Clean = (html: string, origins?: Partial<ContentOrigins>) => string

/** The importer's way in: markup parsed into an inert document first, then cleaned where it is. */
function cleanParsed(html: string, origins?: Partial<ContentOrigins>): string {
  const holder = document.implementation.createHTMLDocument('').createElement('div')
  holder.innerHTML = html
  const nodes = holder.ownerDocument.createDocumentFragment()
  nodes.append(...holder.childNodes)
  return sanitizeArticleNodes(nodes, origins).innerHTML
}

/** Every rule holds both for stored markup and for the importer's parsed bodies. */
const SANITIZERS: [string, Clean][] = [
  ['sanitizeArticleHtml', (html, origins) => sanitizeArticleHtml(html, origins)],
  ['sanitizeArticleNodes (markup already parsed)', cleanParsed],
]

/** Parses sanitised HTML so assertions look at what the browser would build. */
function renderWith(clean: Clean, html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = clean(html)
  return host
}

/** The scheme the browser would see in an attribute value (the URL parser drops control characters). */
function protocolOf(value: string): string | undefined {
  try {
    return new URL(value, 'https://site.example').protocol
  } catch {
    return undefined
  }
}

describe.each(SANITIZERS)('%s', (_name, clean) => {
  const render = (html: string) => renderWith(clean, html)

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

  describe('URLs are judged where the URL parser sends them, not by how they start', () => {
    // What VITE_SUPABASE_URL is in the unit project (vitest.config.ts); jsdom's page is http://localhost:3000.
    const storage = 'http://127.0.0.1:54321/storage/v1/object/public/article-images/a.png'

    it.each(['/\\evil.example/y.png', '\\/evil.example/y.png', '/\t/evil.example/y.png', 'https://evil.example/y.png', 'http://localhost:3000@evil.example/y.png'])(
      'drops an image that would load from another host: %j',
      (src) => {
        expect(render(`<p>x</p><img src="${src}" alt="a">`).querySelector('img')).toBeNull()
      },
    )

    it('keeps images from the site (relative or absolute) and from the project storage', () => {
      const host = render(`<img src="/images/a.svg" alt="1"><img src="http://localhost:3000/images/b.svg" alt="2"><img src="${storage}" alt="3">`)
      expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        '/images/a.svg',
        'http://localhost:3000/images/b.svg',
        storage,
      ])
    })

    it.each(['/\\evil.example/', '\\\\evil.example/', '/\n/evil.example/', '//evil.example/'])('drops a path-looking link that leaves the site: %j', (href) => {
      const link = render(`<a href="${href}">x</a>`).querySelector('a')
      expect(link?.textContent).toBe('x')
      expect(link?.getAttribute('href')).toBeNull()
    })

    it('keeps external links that say so with their own scheme', () => {
      const host = render('<a href="https://example.com/a">a</a><a href="http://example.org">b</a><a href="/about#team">c</a>')
      expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.com/a', 'http://example.org', '/about#team'])
    })

    it('resolves against the site origin it is given', () => {
      const html = '<img src="https://news.example/a.png" alt="1"><img src="http://localhost:3000/b.png" alt="2">'
      const host = document.createElement('div')
      host.innerHTML = clean(html, { site: 'https://news.example' })
      expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://news.example/a.png'])
    })

    it('drops srcset and other fetched URLs (poster, source) that point elsewhere', () => {
      const host = render(
        '<img src="/a.png" srcset="https://evil.example/a.png 1x, /\\evil.example/b.png 2x" alt="a">' +
          '<video poster="/\\evil.example/p.png" src="https://evil.example/v.mp4"><source src="//evil.example/v.webm"></video>',
      )
      expect(host.querySelector('img')?.getAttribute('src')).toBe('/a.png')
      expect(host.innerHTML).not.toContain('evil.example')
    })
  })

  it("drops class and style, so content cannot borrow the app's layout classes", () => {
    const host = render('<div class="fixed inset-0 z-50 bg-white" style="position:fixed"><p class="text-center">cover</p></div>')
    expect(host.querySelector('[class], [style]')).toBeNull()
    expect(host.textContent).toBe('cover')
  })

  it('keeps what the article editor itself produces', () => {
    const html =
      '<h1>T</h1><h6>s</h6><p>a <a target="_blank" rel="noopener noreferrer" href="https://example.com">link</a> <u>u</u></p>' +
      '<img src="/images/articles/sports-2.svg" alt="A ball">'
    expect(clean(html)).toBe(
      '<h1>T</h1><h6>s</h6><p>a <a href="https://example.com">link</a> <u>u</u></p><img src="/images/articles/sports-2.svg" alt="A ball">',
    )
  })

  it('keeps lists, rules, code, strikethrough and plain image sizes and list starts', () => {
    const html =
      '<ul><li><p>a</p></li></ul><ol start="3"><li><p>b</p></li></ol><hr><pre><code>c</code></pre>' +
      '<p><s>d</s> <code>e</code> <a href="https://example.com" title="T">f</a></p><img src="/a.png" alt="A" title="B" width="600" height="400">'
    expect(clean(html)).toBe(html)
  })

  it('drops markup the article editor cannot hold (tables, figures, sub/sup, spans) but keeps its text', () => {
    const html = '<table><tbody><tr><td>cell</td></tr></tbody></table><figure><figcaption>cap</figcaption></figure>' +
      '<p>H<sub>2</sub>O x<sup>2</sup> <span data-x="1" aria-label="y" id="z">s</span></p>'
    expect(clean(html)).toBe('cellcap<p>H2O x2 s</p>')
  })

  // Classic stored-XSS payloads: nothing that runs code or loads a document may survive any of them.
  it.each([
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)>',
    '<body onload=alert(1)>',
    '<details open ontoggle=alert(1)>x</details>',
    '<video><source onerror=alert(1)></video>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<area href="javascript:alert(1)">',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<base href="//evil.example/"><link rel=stylesheet href=//evil.example/x.css>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><script>alert(1)</script></template>',
    '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    '<div style="background:url(javascript:alert(1))">x</div>',
  ])('neutralises %j', (payload) => {
    const host = render(payload)
    expect(host.querySelector('script, iframe, object, embed, meta, base, link, style, svg, math, form, button, template')).toBeNull()
    for (const element of host.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        expect(name).not.toMatch(/^(on|srcdoc$|style$)/i)
        expect(['javascript:', 'vbscript:', 'data:']).not.toContain(protocolOf(value))
      }
    }
  })

  it('returns an empty string for empty content', () => {
    expect(clean('')).toBe('')
  })
})

describe('sanitizeArticleHtml with image sizes (the article page)', () => {
  const origins = { site: 'https://news.example', storage: 'https://abc.supabase.co' }
  const stored = 'https://abc.supabase.co/storage/v1/object/public/article-images/1767225600000-quay/1600x1067.webp'

  it('gives a stored photo in the body its widths, dimensions and lazy loading', () => {
    const html = sanitizeArticleHtml(`<p>a</p><img src="${stored}" alt="Quay">`, origins, { imageSizes: '100vw' })
    const image = new DOMParser().parseFromString(html, 'text/html').querySelector('img')
    expect(image?.getAttribute('srcset')).toContain('1767225600000-quay/480x320.webp 480w')
    expect(image?.getAttribute('sizes')).toBe('100vw')
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '1067'])
    expect(image?.getAttribute('loading')).toBe('lazy')
  })

  it('leaves any other image with its own src, lazily loaded', () => {
    const html = sanitizeArticleHtml('<img src="/images/photo.jpg" alt="x">', origins, { imageSizes: '100vw' })
    expect(html).toBe('<img src="/images/photo.jpg" alt="x" loading="lazy" decoding="async">')
  })

  it('adds nothing without image sizes (what the editor loads)', () => {
    expect(sanitizeArticleHtml(`<img src="${stored}" alt="Quay">`, origins)).toBe(`<img src="${stored}" alt="Quay">`)
  })

  it('still drops a srcset written into the stored HTML', () => {
    const html = sanitizeArticleHtml(`<img src="${stored}" srcset="https://evil.example/x.webp 1w" alt="Quay">`, origins)
    expect(html).not.toContain('evil')
  })
})

describe('withoutInlineAttributes (what the page never parses, so newer Chromium reports no refusal)', () => {
  it('drops event handlers and style attributes, quoted, unquoted or bare, and keeps the rest', () => {
    expect(withoutInlineAttributes('<img src="/a.png" onerror="alert(1)" alt=\'x\' ONLOAD=go style="color:red" onclick>'))
      .toBe('<img src="/a.png" alt=\'x\'>')
  })

  it('reads values whole: a name or a > inside a value is text, not an attribute or the end of the tag', () => {
    expect(withoutInlineAttributes('<a title="a onclick=b > c" href="/x">on click=here</a>')).toBe('<a title="a onclick=b > c" href="/x">on click=here</a>')
    expect(withoutInlineAttributes('<p data-style="keep" onmouseover="x()">style="text"</p>')).toBe('<p data-style="keep">style="text"</p>')
  })
})

describe('withoutInlineAttributes on hostile text', () => {
  it('reads 200,000 unclosed tags in well under a second', () => {
    const started = performance.now()
    withoutInlineAttributes('<a onclick=x '.repeat(200_000))
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
