import { useCallback, useRef, type MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { overlayIn, withOverlay } from '@/lib/overlay-history-state.ts'

/** Props for a link inside an overlay (see `linkProps`). */
export interface OverlayLinkProps {
  replace: boolean
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
}

/** What opened each overlay, so closing it can give focus back (one entry per overlay name). */
const openers = new Map<string, { element: HTMLElement; pathname: string }>()

/** The router's own index of this entry in the tab's history (0 for the first entry it made). */
function historyIndex(): number {
  const state: unknown = window.history.state
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined
  return typeof idx === 'number' ? idx : 0
}

/**
 * An overlay whose open state is a history entry: opening pushes the current page again with the
 * overlay named in its state, so the browser's Back closes it and stays on the page. Closing from
 * the UI goes back over that entry, so no stale entry is left; a link chosen inside the overlay
 * replaces it. Opening one overlay while another is open replaces the other's entry.
 */
export function useHistoryOverlay(name: string) {
  const location = useLocation()
  const navigate = useNavigate()
  const current = overlayIn(location.state)
  const open = current === name
  // Two close requests for the same entry (Escape, then a click) must not go back twice.
  const closedEntry = useRef<string | null>(null)

  /** Opens the overlay; given the click's event, its button is what focus returns to. */
  const show = useCallback(
    (event?: { currentTarget: EventTarget | null }) => {
      if (open) return
      // Safari does not focus a clicked button, so the event's target is the surer opener.
      const opener = event?.currentTarget instanceof HTMLElement ? event.currentTarget : document.activeElement
      if (opener instanceof HTMLElement && opener !== document.body) openers.set(name, { element: opener, pathname: location.pathname })
      else openers.delete(name)
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state: withOverlay(location.state, name), replace: current !== null, preventScrollReset: true },
      )
    },
    [open, name, current, location, navigate],
  )

  const hide = useCallback(() => {
    if (!open || closedEntry.current === location.key) return
    closedEntry.current = location.key
    if (historyIndex() > 0) {
      void navigate(-1)
      return
    }
    // Only reached when the overlay entry is the first the router knows of (never pushed here).
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: withOverlay(location.state, null), replace: true, preventScrollReset: true },
    )
  }, [open, location, navigate])

  /** Props for a link inside the overlay: it replaces the overlay's entry instead of adding one. */
  const linkProps = useCallback(
    (to: string): OverlayLinkProps => ({
      replace: open,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        if (!open || to !== location.pathname) return
        // The page is already showing: just close, without a second entry for the same page.
        event.preventDefault()
        hide()
      },
    }),
    [open, location.pathname, hide],
  )

  /** Gives focus back to what opened the overlay, when the reader is still on that page. */
  const restoreFocus = useCallback((): boolean => {
    const opener = openers.get(name)
    if (!opener || !opener.element.isConnected || opener.pathname !== window.location.pathname) return false
    opener.element.focus()
    return true
  }, [name])

  return { open, show, hide, linkProps, restoreFocus }
}
