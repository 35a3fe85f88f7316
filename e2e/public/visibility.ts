import type { Locator, Page } from '@playwright/test'

/**
 * What a reader would see on top of the element: for its four corners (2px in) and its centre,
 * the element the browser hit-tests there (`document.elementFromPoint`) when that is neither the
 * element nor inside it. An empty list means nothing covers it; a point outside the viewport
 * counts as hidden.
 */
export function coveringElements(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const describe = (node: Element | null) =>
      node ? `${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}${node.getAttribute('data-testid') ? `#${node.getAttribute('data-testid')}` : ''} "${(node.textContent ?? '').trim().slice(0, 30)}"` : 'nothing'
    const box = element.getBoundingClientRect()
    const inset = 2
    const points: [number, number][] = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
    ]
    const covering: string[] = []
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= document.documentElement.clientWidth || y >= document.documentElement.clientHeight) {
        covering.push(`outside the viewport at ${Math.round(x)},${Math.round(y)}`)
        continue
      }
      const hit = document.elementFromPoint(x, y)
      if (hit !== element && !element.contains(hit)) covering.push(describe(hit))
    }
    return covering
  })
}

/** Scrolls as the browser does for a link, a search hit or a focused field, then lets it settle. */
export async function scrollIntoView(target: Locator, block: ScrollLogicalPosition) {
  await target.evaluate((element, where) => element.scrollIntoView({ block: where, inline: 'nearest' }), block)
  await target.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

export const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
