import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from '../vite-plugins/vite-security-headers.ts'
import { firstPaintLoader, PAGE_END_ID, withFirstPaintLoader, withWholePageFirstPaint } from './first-paint.ts'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body><div id="root"><main>Article</main></div></body>
</html>`

describe('withFirstPaintLoader', () => {
  const loader = firstPaintLoader(PAGE)
  const html = withFirstPaintLoader(PAGE, loader)

  it('loads no script before the page has painted: the entry is imported by an inline loader', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('await import("/assets/index-abc.js")')
    // It waits for the first contentful paint and the lead photo first.
    expect(loader.script).toContain("getEntriesByName('first-contentful-paint')")
    expect(loader.script).toContain('img[fetchpriority="high"]')
    expect(loader.script.indexOf('first-contentful-paint')).toBeLessThan(loader.script.indexOf('await import('))
  })

  it('fetches the page\'s state file beside the entry, after the paint, for the app to hydrate with', () => {
    expect(loader.script).toContain("document.getElementById('prerendered-state')")
    expect(loader.script).toContain('window.prerenderedState = fetch(state.dataset.src)')
    expect(loader.script.indexOf('first-contentful-paint')).toBeLessThan(loader.script.indexOf('fetch(state.dataset.src)'))
    expect(loader.script.indexOf('fetch(state.dataset.src)')).toBeLessThan(loader.script.indexOf('await import('))
  })

  it('holds back the blocks below the first screen until the page has painted', () => {
    expect(html).toContain('<html data-first-screen lang="en">')
    expect(loader.script).toContain("document.documentElement.removeAttribute('data-first-screen')")
    expect(loader.script.indexOf('first-contentful-paint')).toBeLessThan(loader.script.lastIndexOf('removeAttribute('))
    expect(loader.script.lastIndexOf('removeAttribute(')).toBeLessThan(loader.script.indexOf('await import('))
  })

  it('returns a reader coming back (Back, Forward, reload) to where they were, in the router\'s store, before anything waits for the paint', () => {
    const script = loader.script
    expect(script).toContain('const positionsKey = "news-blog:scroll-positions"')
    // The entry gets a key, as the app's router would give it, and the position is kept when the
    // page is left before the router has taken over.
    expect(script).toContain("history.replaceState({ ...entry, key: Math.random().toString(36).slice(2, 10) }, '')")
    expect(script).toMatch(/addEventListener\('pagehide', \(\) => \{\n {2}if \(history\.scrollRestoration === 'manual'\) return/)
    // A return lays out the whole page first, then scrolls to the position kept.
    expect(script).toContain("visit.type !== 'navigate' ? positions()[history.state.key]")
    const restore = script.indexOf('scrollTo(0, returnTo)')
    expect(script.indexOf("document.documentElement.removeAttribute('data-first-screen')")).toBeLessThan(restore)
    expect(restore).toBeLessThan(script.indexOf('first-contentful-paint'))
  })

  it('links the site\'s stylesheet after the paint, before the app runs, when given one', () => {
    expect(loader.script).not.toContain("createElement('link')")
    const withSheet = firstPaintLoader(PAGE, '/assets/index-def.css').script
    expect(withSheet).toContain('sheet.href = "/assets/index-def.css"')
    expect(withSheet.indexOf('first-contentful-paint')).toBeLessThan(withSheet.indexOf("createElement('link')"))
    expect(withSheet.indexOf("createElement('link')")).toBeLessThan(withSheet.indexOf('await import('))
  })

  it('gives the hash the Content-Security-Policy must allow for it', () => {
    expect(inlineScriptHashes(html)).toEqual([loader.hash])
    expect(loader.hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
  })

  it('refuses a build whose index.html has no entry script', () => {
    expect(() => firstPaintLoader('<html><head></head></html>')).toThrow(/no module entry script/)
    expect(() => withFirstPaintLoader('<html><head></head></html>', loader)).toThrow(/no module entry script/)
  })
})

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
