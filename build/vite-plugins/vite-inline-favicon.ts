import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The `<link rel="icon">` index.html names the site's icon file with. */
const ICON_LINK = /<link rel="icon" type="image\/svg\+xml" href="\/favicon\.svg" ?\/?>/

/** An SVG as a `data:` URL, percent-encoding only what a URL or the attribute needs. */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s*\n\s*/g, ' ').replaceAll('"', "'")
  return `data:image/svg+xml,${compact.replace(/[%#<>]/g, (character) => encodeURIComponent(character))}`
}

/**
 * The page's icon travels inside the page. Current Chromium (156) asks for the icon a page names
 * while the page is still loading, at high priority, on the line the lead photo needs: a
 * 341-byte file that cost the lab phone up to a third of a second of LCP (docs/performance.md,
 * "Chromium 156: the icon"). As a `data:` URL it is no request at all, for about 250 bytes
 * compressed. `public/favicon.svg` stays, for the JSON-LD logo and whatever links it.
 */
export function inlineFavicon(root: string): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!ICON_LINK.test(html)) throw new Error('inline-favicon: index.html has no <link rel="icon" href="/favicon.svg">')
      const url = svgDataUrl(readFileSync(path.join(root, 'public/favicon.svg'), 'utf8'))
      return html.replace(ICON_LINK, () => `<link rel="icon" type="image/svg+xml" href="${url}" />`)
    },
  }
}
