import { useLayoutEffect, type RefObject } from 'react'
import { lowestFreeTop, type Span } from '../utils/free-slot.ts'
import { obstaclesInColumn } from '../utils/reading-text.ts'

/** How high the control may climb: not into the top quarter, where a reader's eyes rest. */
const HIGHEST = 0.25
/** A scroll has settled when no scroll event came for this long (wheel and flick steps are closer). */
const SETTLE_MS = 140
/**
 * Several controls rest up the right edge (the Latest News tab with scroll-to-top, the docked
 * video): each marks itself with its rank, and keeps clear of those ranked before it, so they
 * never stack on one another either. One that moves says so (this event), and the others place
 * themselves again; a control never minds those ranked after it, so that ends.
 */
export const SLOT_RANK_ATTRIBUTE = 'data-slot-rank'
const SLOT_MOVED = 'text-free-slot-moved'

/** Where the controls ranked before `element` now stand (those out of sight take no room). */
function rankedBefore(element: HTMLElement, column: { left: number; right: number }): Span[] {
  const rank = Number(element.getAttribute(SLOT_RANK_ATTRIBUTE))
  const taken: Span[] = []
  for (const other of document.querySelectorAll<HTMLElement>(`[${SLOT_RANK_ATTRIBUTE}]`)) {
    if (other === element || !(Number(other.getAttribute(SLOT_RANK_ATTRIBUTE)) < rank) || other.hasAttribute('data-crowded')) continue
    const box = other.getBoundingClientRect()
    if (box.height > 0 && box.left < column.right && column.left < box.right) taken.push({ top: box.top - 8, bottom: box.bottom + 8 })
  }
  return taken
}

/** Lifts `element` to the lowest free place up its column, or marks it crowded where none is. */
function placeClear(element: HTMLElement) {
  const { left, right, height } = element.getBoundingClientRect()
  const restingBottom = window.innerHeight - (Number.parseFloat(getComputedStyle(element).bottom) || 0)
  const range = { top: window.innerHeight * HIGHEST, bottom: restingBottom }
  const column = { left, right, top: range.top, bottom: range.bottom, width: right - left, height: range.bottom - range.top }
  const found = obstaclesInColumn(column, document.querySelectorAll('body header, main, body footer'))
  const { blocks, pictures } = found
  const hard = [...found.hard, ...rankedBefore(element, column)]
  // Never over text or a control. While there is room, not inside a headline or list item
  // either (its box reads as one unit: a control in its corner cuts it off), nor over a picture.
  // A sidebar of list items with thumbnails can fill the whole edge of a laptop's screen: there
  // the control rests inside a list item, between two thumbnails, rather than out of a pointer's
  // reach; it never covers a thumbnail.
  const top =
    lowestFreeTop([...hard, ...blocks, ...pictures], range, height) ??
    lowestFreeTop([...hard, ...blocks], range, height) ??
    lowestFreeTop([...hard, ...pictures], range, height)
  const before = `${element.hasAttribute('data-crowded')} ${element.style.transform}`
  element.toggleAttribute('data-crowded', top === null)
  if (top !== null) {
    const lift = Math.round(restingBottom - height - top)
    element.style.transform = lift > 0 ? `translateY(-${lift}px)` : ''
  }
  if (`${element.hasAttribute('data-crowded')} ${element.style.transform}` !== before) window.dispatchEvent(new Event(SLOT_MOVED))
}

/** Out of the way while the page scrolls, unless the reader is on it with the keyboard. */
function markScrolling(element: HTMLElement, scrolling: boolean) {
  element.toggleAttribute('data-scrolling', scrolling && !element.contains(document.activeElement))
}

/**
 * Keeps `target` (fixed, resting at its CSS `bottom`) clear of every line of text and every
 * control of the page, and of pictures where it can: the lowest free place up its column, chosen
 * before the first paint, when the page changes or resizes, and each time a scroll settles.
 *
 * It writes to the element directly (a `transform` lift, `data-scrolling`, `data-crowded`), so a
 * scroll costs a flag and a timer, not a render. While the page scrolls the control fades out of
 * the way (`data-scrolling`) instead of hopping from line to line, unless it has focus; where no
 * place is free it stays out of sight (`data-crowded`) until it gets focus or a place frees up.
 */
export function useTextFreeSlot(target: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = target.current
    if (!element) return
    let frame = 0
    let timer = 0

    const place = () => placeClear(element)
    const schedule = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0
        place()
      })
    }
    const onScroll = () => {
      markScrolling(element, true)
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        timer = 0
        place()
        markScrolling(element, false)
      }, SETTLE_MS)
    }

    place()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', schedule)
    window.addEventListener(SLOT_MOVED, schedule)
    const content = new MutationObserver(schedule)
    const main = document.querySelector('main')
    // The page beside <main> too: the footer mounts from its own chunk, maybe after the player.
    if (main?.parentElement) content.observe(main.parentElement, { childList: true })
    for (const root of document.querySelectorAll('main, body footer')) content.observe(root, { childList: true, subtree: true, characterData: true })
    // Text moves without a DOM change too: an image arriving above it, a web font replacing the fallback.
    // The header grows when the phone menu (or its Documentary sections) opens, moving its
    // controls under the column; the control's own size changes as its parts arrive.
    const sizes = new ResizeObserver(schedule)
    if (main) sizes.observe(main)
    for (const header of document.querySelectorAll('body header')) sizes.observe(header)
    sizes.observe(element)
    document.fonts.addEventListener('loadingdone', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', schedule)
      window.removeEventListener(SLOT_MOVED, schedule)
      content.disconnect()
      sizes.disconnect()
      document.fonts.removeEventListener('loadingdone', schedule)
    }
  }, [target])
}
