import { useLayoutEffect, type RefObject } from 'react'

/**
 * The room the player takes at the bottom of the viewport, published as a CSS custom property on
 * <html>: index.css turns it into the footer's bottom padding and the page's scroll-padding, so
 * every footer link and every focused element can be scrolled clear of the player.
 */
export const VIDEO_INSET_PROPERTY = '--floating-video-inset'
const GAP_PX = 8

/** Measures `target` while `measure` is true (not while enlarged); keeps the last value otherwise. */
export function useBottomClearance(target: RefObject<HTMLElement | null>, measure: boolean) {
  useLayoutEffect(() => {
    const element = target.current
    if (!element || !measure) return
    const update = () => {
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0
      document.documentElement.style.setProperty(VIDEO_INSET_PROPERTY, `${Math.ceil(element.offsetHeight + bottom + GAP_PX)}px`)
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
    }
  }, [target, measure])

  useLayoutEffect(
    () => () => {
      document.documentElement.style.removeProperty(VIDEO_INSET_PROPERTY)
    },
    [],
  )
}
