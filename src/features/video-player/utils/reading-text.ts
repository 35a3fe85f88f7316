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
 * Containers whose content stays inside their own box: one wholly away from the column is
 * skipped with everything in it, so a long page costs a box read per container off screen
 * rather than per line of text.
 */
const CONTAINER_SELECTOR = 'section, article, aside, nav, ol, ul, li, figure, form, table, blockquote'

/**
 * The vertical extents of what lies inside `column` (viewport coordinates) within `roots`: each
 * rendered line of text (a range's client rects, so the free end of a short line or the gap
 * beside a heading counts as free), each control, each headline or list item, each picture,
 * with a few pixels of room above and below. Visually hidden text (the 1px
 * sr-only headings) and anything inside the reading tools do not count. Text is measured only
 * where its element reaches the column, and a container that lies wholly away from it is not
 * entered, so a long page costs little more than what is on screen.
 */
export function obstaclesInColumn(column: Box, roots: Iterable<Element>): ColumnObstacles {
  const hard: Span[] = []
  const blocks: Span[] = []
  const pictures: Span[] = []
  const add = (into: Span[], rect: DOMRect | Box) => {
    if (rect.width > 1 && rect.height > 1 && boxesOverlap(rect, column)) into.push({ top: rect.top - BREATHING_PX, bottom: rect.bottom + BREATHING_PX })
  }
  const awayFromColumn = (element: Element) => {
    if (!element.matches(CONTAINER_SELECTOR)) return false
    const rect = element.getBoundingClientRect()
    // A box with no area says nothing of where its content is drawn.
    return rect.width > 0 && rect.height > 0 && !boxesOverlap(rect, column)
  }
  const filter = (node: Node) =>
    node instanceof Element && awayFromColumn(node) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT
  const range = document.createRange()
  for (const root of roots) {
    if (root.closest('[data-reading-tools]') || awayFromColumn(root)) continue
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, filter)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.matches(CONTROL_SELECTOR)) add(hard, node.getBoundingClientRect())
        if (node.matches(BLOCK_SELECTOR)) add(blocks, node.getBoundingClientRect())
        if (node.matches(PICTURE_SELECTOR)) add(pictures, node.getBoundingClientRect())
        continue
      }
      const parent = node.parentElement
      if (!parent || !node.textContent?.trim()) continue
      const block = parent.getBoundingClientRect()
      if (block.width <= 1 || block.height <= 1 || !boxesOverlap(block, column)) continue
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) add(hard, line)
    }
  }
  return { hard, blocks, pictures }
}
