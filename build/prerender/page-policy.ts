/**
 * A prerendered page narrows the site's policy to its own inline script. The host files send one
 * Content-Security-Policy for every address, so its script-src lists app.html's inline scripts
 * (the early requests, the shell's clean-up) beside the pages' loader. A page also states a policy
 * of its own in a `<meta>`: a browser enforces both, so on the page only the loader may run inline,
 * whatever the shared header allows, and no WebAssembly is compiled (the header's
 * 'wasm-unsafe-eval' is for the editor's AVIF encoder, which no reader's page loads: the dashboard
 * is served from app.html, which carries no such meta). Only script-src is restated; every other directive, and what
 * a meta policy cannot carry (frame-ancestors), comes from the header alone.
 */

/** The page's own policy: script-src `'self'` and the hashes of the page's inline scripts. */
export function pagePolicyMeta(scriptHashes: readonly string[]): string {
  const sources = ["'self'", ...new Set(scriptHashes)].join(' ')
  return `<meta http-equiv="Content-Security-Policy" content="script-src ${sources}">`
}

/** The page with its own policy first in its head, before any script it governs. */
export function withPagePolicy(html: string, scriptHashes: readonly string[]): string {
  // After <meta charset>, which must come within the first 1024 bytes.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  const head = /<head>/i.exec(html)
  const anchor = charset ?? head
  if (!anchor) throw new Error('prerender: the page has no <head> to state its policy in')
  const at = anchor.index + anchor[0].length
  return `${html.slice(0, at)}${pagePolicyMeta(scriptHashes)}${html.slice(at)}`
}
