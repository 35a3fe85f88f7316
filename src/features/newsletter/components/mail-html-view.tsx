import { useEffect, useRef } from 'react'

/**
 * Shows an e-mail's HTML as a mail client would, inside a shadow root (the page's own CSS does
 * not reach it). The site's Content-Security-Policy refuses inline `style` attributes, and a
 * frame's srcdoc inherits that policy, so the markup is parsed inertly (DOMParser runs nothing
 * and loads nothing) and each element's inline style is applied through the CSSOM instead,
 * which the policy allows. Scripts and event attributes are dropped, though the renderer never
 * writes any: every text in the e-mail is escaped.
 */
export function MailHtmlView({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    const parsed = new DOMParser().parseFromString(html, 'text/html')
    parsed.querySelectorAll('script, iframe, object, embed, meta, title, link').forEach((node) => node.remove())
    const body = document.createElement('div')
    for (const source of [parsed.body, ...parsed.body.querySelectorAll('*')]) {
      for (const name of source.getAttributeNames()) if (name.startsWith('on')) source.removeAttribute(name)
      if (source.tagName === 'A') source.setAttribute('target', '_blank')
    }
    const styles = new Map<Element, string>()
    for (const source of parsed.body.querySelectorAll('[style]')) {
      styles.set(source, source.getAttribute('style') ?? '')
      source.removeAttribute('style')
    }
    const bodyStyle = parsed.body.getAttribute('style') ?? ''
    parsed.body.removeAttribute('style')
    const clones = new Map<Element, Element>()
    for (const child of [...parsed.body.childNodes]) body.append(document.importNode(child, true))
    // Map each parsed element to its imported copy by position, then style the copy.
    const originals = [...parsed.body.querySelectorAll('*')]
    const copies = [...body.querySelectorAll('*')]
    originals.forEach((original, index) => { const copy = copies[index]; if (copy) clones.set(original, copy) })
    for (const [original, cssText] of styles) {
      const copy = clones.get(original)
      if (copy instanceof HTMLElement) copy.style.cssText = cssText
    }
    body.style.cssText = bodyStyle
    root.replaceChildren(body)
  }, [html])
  return <div ref={host} data-testid="newsletter-html-preview" className="max-h-[32rem] overflow-auto" />
}
