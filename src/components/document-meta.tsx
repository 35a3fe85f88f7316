import { useContext, useEffect } from 'react'
import { SITE_NAME } from '@/config/site.ts'
import { HeadCollector } from './head-collector.ts'

interface DocumentMetaProps {
  /** The page's own title; the site name is appended ('{title} - {site name}'). */
  title?: string
  description?: string
  /**
   * `<meta name="robots" content="noindex">` while shown, for "not found" pages: a single-page
   * app answers every address with 200, so this is what tells crawlers that nothing is there.
   */
  noIndex?: boolean
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  return tag
}

/** Sets the document title, meta description and robots while the page is shown, then restores them. */
export function DocumentMeta({ title, description, noIndex = false }: DocumentMetaProps) {
  useContext(HeadCollector)?.({ title, description, noIndex })
  useEffect(() => {
    const previousTitle = document.title
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME
    return () => {
      document.title = previousTitle
    }
  }, [title])

  useEffect(() => {
    if (description === undefined) return
    const tag = descriptionTag()
    const previous = tag.content
    tag.content = description
    return () => {
      tag.content = previous
    }
  }, [description])

  useEffect(() => {
    if (!noIndex) return
    const tag = Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' })
    document.head.append(tag)
    return () => tag.remove()
  }, [noIndex])

  return null
}
