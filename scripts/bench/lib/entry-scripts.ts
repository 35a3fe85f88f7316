/** The scripts index.html makes the browser download before the app can render: the entry and its module preloads. */
export function entryScriptPaths(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].flatMap(([, src]) => src ?? [])
}

/** The budget for them, gzip. */
export const ENTRY_JS_BUDGET_BYTES = 120 * 1024
