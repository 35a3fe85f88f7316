import { useLayoutEffect, useRef, type RefObject } from 'react'
import { coversReadingText } from '../utils/reading-text.ts'

/**
 * Keyboard focus inside the player: docking would pull it out from under the reader. Focus left
 * there by a click (or by reopening it with the mouse) does not count: that reader scrolls on.
 */
function isUsingByKeyboard(element: HTMLElement): boolean {
  const focused = document.activeElement
  return focused !== null && element.contains(focused) && focused.matches(':focus-visible')
}

/**
 * While `armed`, calls `onDock` as soon as reading text lies under `target`: checked before the
 * first paint (so an open player never flashes over the lead headline), then once per frame
 * while the page scrolls, resizes or its content changes (a page that loads under the player).
 * Not while a keyboard user is inside the player.
 */
export function useAutoDock(target: RefObject<HTMLElement | null>, armed: boolean, onDock: () => void) {
  const dock = useRef(onDock)
  useLayoutEffect(() => {
    dock.current = onDock
  }, [onDock])

  useLayoutEffect(() => {
    if (!armed) return
    let frame = 0
    const check = () => {
      frame = 0
      const element = target.current
      if (!element || isUsingByKeyboard(element)) return
      if (coversReadingText(element.getBoundingClientRect())) dock.current()
    }
    const schedule = () => {
      frame ||= requestAnimationFrame(check)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const content = new MutationObserver(schedule)
    const main = document.querySelector('main')
    if (main) content.observe(main, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      content.disconnect()
    }
  }, [target, armed])
}
