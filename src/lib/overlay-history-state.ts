/**
 * An open overlay (search, Latest News, the phone menu) is a history entry of its own: the page's
 * URL with `{ overlay: name }` in the router's location state, so the browser's Back closes it.
 */
const OVERLAY_KEY = 'overlay'

type LocationState = Record<string, unknown>

function asRecord(state: unknown): LocationState {
  return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as LocationState) : {}
}

/** The overlay this location shows, if any. */
export function overlayIn(state: unknown): string | null {
  const name = asRecord(state)[OVERLAY_KEY]
  return typeof name === 'string' ? name : null
}

/** The location state with `name` open (or no overlay when null), other fields kept. */
export function withOverlay(state: unknown, name: string | null): LocationState {
  const { [OVERLAY_KEY]: _previous, ...rest } = asRecord(state)
  return name === null ? rest : { ...rest, [OVERLAY_KEY]: name }
}
