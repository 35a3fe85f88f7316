import { useEffect } from 'react'
import { SITE_NAME } from '@/config/site.ts'

interface DocumentMetaProps {
  /** The page's own title; the site name is appended ('{title} - {site name}'). */
  title?: string
  description?: string
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

/** Sets the document title and meta description while the page is shown, then restores them. */
export function DocumentMeta({ title, description }: DocumentMetaProps) {
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

  return null
}
