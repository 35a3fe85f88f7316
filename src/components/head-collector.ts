import { createContext } from 'react'

/** A page's title, description and robots, as `<DocumentMeta>` sets them in the browser. */
export interface CollectedMeta {
  title?: string
  description?: string
  noIndex: boolean
}

/**
 * Where `<DocumentMeta>` reports its values while the build prerenders a page (effects do not run
 * there, and the page's <head> is written around the rendered markup). Absent in the browser.
 */
export const HeadCollector = createContext<((meta: CollectedMeta) => void) | undefined>(undefined)
