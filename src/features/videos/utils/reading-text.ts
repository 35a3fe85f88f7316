/**
 * What the reader reads: the text of the page's <main> (headlines, paragraphs, list items,
 * quotes, captions, tables). The open player must never sit over any of it.
 */
export const READING_TEXT_SELECTOR = 'main :is(h1, h2, h3, h4, h5, h6, p, li, blockquote, figcaption, pre, dt, dd, td, th)'

export interface Box {
  top: number
  right: number
  bottom: number
  left: number
  width: number
  height: number
}

/** Overlap with some area, not just touching edges. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/**
 * Whether any reading text lies under `box` (viewport coordinates). Visually hidden text (the
 * 1px sr-only headings) does not count. Cheap enough to run once per scrolled frame: one
 * selector query and reads of a layout that scrolling leaves clean.
 */
export function coversReadingText(box: Box, root: ParentNode = document): boolean {
  for (const element of root.querySelectorAll(READING_TEXT_SELECTOR)) {
    const rect = element.getBoundingClientRect()
    if (rect.width > 1 && rect.height > 1 && boxesOverlap(rect, box)) return true
  }
  return false
}
