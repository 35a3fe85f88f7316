import type { Span } from './free-slot.ts'

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

/** What a reader can act on: a control under the docked player could not be clicked. */
const CONTROL_SELECTOR = 'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])'
const PICTURE_SELECTOR = 'img, picture, video, iframe'
/** Units a reader takes in whole (a headline, a list item such as a trending entry or a headline's row). */
const BLOCK_SELECTOR = 'h1, h2, h3, h4, h5, h6, li'
/** Room kept between the control and what it keeps clear of (and slack for sub-pixel rounding). */
const BREATHING_PX = 4

export interface ColumnObstacles {
  /** Lines of text and controls: never to be covered. */
  hard: Span[]
  /** Headline and list-item boxes: better not sat in (beside a short last line), where there is room. */
  blocks: Span[]
  /** Pictures: better not covered, where there is room. */
  pictures: Span[]
}

/**
 * The vertical extents of what lies inside `column` (viewport coordinates) within `roots`: each
 * rendered line of text (a range's client rects, so the free end of a short line or the gap
 * beside a heading counts as free), each control, each headline or list item, each picture,
 * with a few pixels of room above and below. Visually hidden text (the 1px
 * sr-only headings) and anything inside the reading tools do not count. Text is measured only
 * where its element reaches the column, so a long article costs one box read per text node.
 */
export function obstaclesInColumn(column: Box, roots: Iterable<Element>): ColumnObstacles {
  const hard: Span[] = []
  const blocks: Span[] = []
  const pictures: Span[] = []
  const add = (into: Span[], rect: DOMRect | Box) => {
    if (rect.width > 1 && rect.height > 1 && boxesOverlap(rect, column)) into.push({ top: rect.top - BREATHING_PX, bottom: rect.bottom + BREATHING_PX })
  }
  const range = document.createRange()
  for (const root of roots) {
    if (root.closest('[data-reading-tools]')) continue
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim()) continue
      const block = parent.getBoundingClientRect()
      if (block.width <= 1 || block.height <= 1 || !boxesOverlap(block, column)) continue
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) add(hard, line)
    }
    for (const control of root.querySelectorAll(CONTROL_SELECTOR)) add(hard, control.getBoundingClientRect())
    for (const block of root.querySelectorAll(BLOCK_SELECTOR)) add(blocks, block.getBoundingClientRect())
    for (const picture of root.querySelectorAll(PICTURE_SELECTOR)) add(pictures, picture.getBoundingClientRect())
  }
  return { hard, blocks, pictures }
}
