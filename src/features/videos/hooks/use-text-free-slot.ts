import { useLayoutEffect, useState, type RefObject } from 'react'
import { boxesOverlap, coversTextLines, type Box } from '../utils/reading-text.ts'

/** Where the slots start: above the Latest News tab (44px high, 8px or 16px from the bottom) with a gap. */
const FIRST_SLOT_QUERY = '(min-width: 640px)'
const SLOT_STEP_PX = 52
/** Slots stay in the lower part of the screen, under where a reader's eyes and a scrolled-to link rest. */
const HIGHEST_SLOT = 0.55

function firstSlot(): number {
  return window.matchMedia(FIRST_SLOT_QUERY).matches ? 16 + 44 + 8 : 8 + 44 + 8
}

/** The slots up the right edge, lowest first, as distances from the bottom of the viewport. */
export function slotBottoms(viewportHeight: number, height: number, first: number): number[] {
  const bottoms: number[] = []
  for (let bottom = first; viewportHeight - bottom - height >= viewportHeight * HIGHEST_SLOT; bottom += SLOT_STEP_PX) bottoms.push(bottom)
  return bottoms.length > 0 ? bottoms : [first]
}

/**
 * A place at the right edge, above the Latest News tab, where `target` covers no text of the
 * page (nor, where it can, a picture): the lowest such slot when the page loads, changes or
 * resizes. Scrolling alone
 * never moves it (a control that jumps while one reads is worse than one that stays put).
 */
export function useTextFreeSlot(target: RefObject<HTMLElement | null>): number {
  const [bottom, setBottom] = useState(firstSlot)

  useLayoutEffect(() => {
    let frame = 0
    const place = () => {
      frame = 0
      const element = target.current
      if (!element) return
      const { width, height } = element.getBoundingClientRect()
      const viewportWidth = document.documentElement.clientWidth
      const viewportHeight = window.innerHeight
      const roots = document.querySelectorAll('main, footer')
      const boxAt = (slot: number): Box => {
        const top = viewportHeight - slot - height
        return { top, bottom: top + height, left: viewportWidth - width, right: viewportWidth, width, height }
      }
      const coversImage = (box: Box) => [...document.querySelectorAll('main img')].some((image) => boxesOverlap(image.getBoundingClientRect(), box))
      const current = Number.parseFloat(element.style.bottom) || firstSlot()
      if (!coversTextLines(boxAt(current), roots) && !coversImage(boxAt(current))) return
      // Clear of text and pictures if such a place exists, otherwise clear of text.
      const slots = slotBottoms(viewportHeight, height, firstSlot())
      const free = slots.find((slot) => !coversTextLines(boxAt(slot), roots) && !coversImage(boxAt(slot)))
        ?? slots.find((slot) => !coversTextLines(boxAt(slot), roots))
      if (free !== undefined) setBottom(free)
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(place)
    }
    place()
    window.addEventListener('resize', schedule)
    const content = new MutationObserver(schedule)
    const main = document.querySelector('main')
    if (main) content.observe(main, { childList: true, subtree: true, characterData: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('resize', schedule)
      content.disconnect()
    }
  }, [target])

  return bottom
}
