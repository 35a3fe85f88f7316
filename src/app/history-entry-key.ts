/**
 * React Router's <ScrollRestoration /> saves scroll positions by the history entry's `key`, but an
 * entry the app did not create itself (a typed URL, a bookmark, a link from another site) has no
 * key: every such entry gets the key "default". A page opened that way in a tab therefore found
 * the position saved by the previous page opened that way, and was scrolled there as soon as its
 * route chunk arrived (the 404 page opened showing only the footer). Giving each fresh entry its
 * own key before the router starts makes a new document start at the top, while Back/Forward and
 * reload still find the position saved for their own entry.
 */
export function keyFreshHistoryEntry(history: History = window.history, makeKey: () => string = randomKey): void {
  const state: unknown = history.state
  const current = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  if (typeof current.key === 'string' && current.key !== '') return
  history.replaceState({ ...current, key: makeKey() }, '')
}

function randomKey(): string {
  return Math.random().toString(36).slice(2, 10)
}
