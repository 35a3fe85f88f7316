import { useEffect } from 'react'

export interface HeadMeta {
  /** Open Graph and article:* tags use `property`; twitter:* tags use `name`. */
  attribute: 'property' | 'name'
  key: string
  content: string
}

interface HeadTagsProps {
  meta: readonly HeadMeta[]
  canonical?: string
  /** Serialised JSON-LD (see lib/json-ld.ts). */
  jsonLd?: string
}

/** Sets an attribute on the head element matching selector (created if missing); returns how to undo it. */
function applyToHead(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  const existing = document.head.querySelector<HTMLElement>(selector)
  if (existing) {
    const previous = existing.getAttribute(attribute)
    existing.setAttribute(attribute, value)
    return () => (previous === null ? existing.removeAttribute(attribute) : existing.setAttribute(attribute, previous))
  }
  const element = create()
  element.setAttribute(attribute, value)
  document.head.append(element)
  return () => element.remove()
}

function metaElement(tag: HeadMeta): () => HTMLElement {
  return () => {
    const element = document.createElement('meta')
    element.setAttribute(tag.attribute, tag.key)
    return element
  }
}

/**
 * Page-specific `<head>` tags (social previews, canonical link, structured data) while the page
 * is shown: tags the page shares with index.html are overwritten and restored, its own are removed
 * when it unmounts or the values change, so navigating never leaves a previous page's tags behind.
 */
export function HeadTags({ meta, canonical, jsonLd }: HeadTagsProps) {
  useEffect(() => {
    const undo = meta.map((tag) => applyToHead(`meta[${tag.attribute}="${tag.key}"]`, metaElement(tag), 'content', tag.content))
    if (canonical) {
      const link = () => Object.assign(document.createElement('link'), { rel: 'canonical' })
      undo.push(applyToHead('link[rel="canonical"]', link, 'href', canonical))
    }
    if (jsonLd) {
      // A prerendered page has its own in the HTML already: one block, not two.
      document.head.querySelectorAll('script[type="application/ld+json"]').forEach((block) => block.remove())
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.text = jsonLd
      document.head.append(script)
      undo.push(() => script.remove())
    }
    return () => undo.reverse().forEach((step) => step())
  }, [meta, canonical, jsonLd])

  return null
}
