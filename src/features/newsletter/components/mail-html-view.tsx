import { useEffect, useRef } from 'react'

// The renderer writes every style as style="…" (double quotes; user text has its quotes
// escaped, so this never matches inside text).
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g
const MOVED_STYLE = 'data-mail-style'

/**
 * Shows an e-mail's HTML as a mail client would, inside a shadow root (the page's own CSS does
 * not reach it). The site's Content-Security-Policy refuses inline `style` attributes (a frame's
 * srcdoc, and even DOMParser, inherit that policy), so each style is moved to a data attribute
 * before parsing and applied through the CSSOM afterwards, which the policy allows. Scripts,
 * frames and event attributes are dropped, though the renderer never writes any: every text in
 * the e-mail is escaped.
 */
export function MailHtmlView({ html }: { html: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    const parsed = new DOMParser().parseFromString(html.replace(STYLE_ATTRIBUTE, ` ${MOVED_STYLE}="$1"`), 'text/html')
    parsed.querySelectorAll('script, iframe, object, embed, meta, title, link, style').forEach((node) => node.remove())
    const body = document.createElement('div')
    body.setAttribute(MOVED_STYLE, parsed.body.getAttribute(MOVED_STYLE) ?? '')
    body.append(...[...parsed.body.childNodes].map((child) => document.importNode(child, true)))
    for (const node of [body, ...body.querySelectorAll('*')]) {
      for (const name of node.getAttributeNames()) if (name.startsWith('on')) node.removeAttribute(name)
      if (node.tagName === 'A') node.setAttribute('target', '_blank')
      const style = node.getAttribute(MOVED_STYLE)
      if (style !== null && node instanceof HTMLElement) {
        node.style.cssText = style
        node.removeAttribute(MOVED_STYLE)
      }
    }
    root.replaceChildren(body)
  }, [html])
  return <div ref={host} data-testid="newsletter-html-preview" className="max-h-[32rem] overflow-auto" />
}
