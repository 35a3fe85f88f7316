import { afterEach, describe, expect, it } from 'vitest'
import { boxesOverlap, coversReadingText, obstaclesInColumn, type Box } from './reading-text.ts'

const box = (left: number, top: number, width: number, height: number): Box => ({
  left, top, width, height, right: left + width, bottom: top + height,
})

/** jsdom lays nothing out: the element the selector finds is given the box a browser would. */
function place(selector: string, rect: Box) {
  const element = document.querySelector(selector)
  if (!element) throw new Error(`no ${selector} on the page`)
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height })
}

describe('boxesOverlap', () => {
  it('needs a shared area; touching edges is not overlap', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true)
    expect(boxesOverlap(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false)
    expect(boxesOverlap(box(0, 0, 10, 10), box(0, 10, 10, 10))).toBe(false)
    expect(boxesOverlap(box(0, 0, 100, 100), box(40, 40, 5, 5))).toBe(true)
  })
})

describe('coversReadingText', () => {
  const player = box(16, 574, 320, 210)

  function page() {
    document.body.innerHTML = `
      <main><h1 class="sr-only">Site</h1><h2>Lead headline</h2><p>Paragraph</p><div class="image"></div></main>
      <footer><p>Footer text</p></footer>`
    place('h1', box(0, 600, 1, 1))
    place('h2', box(16, 100, 800, 40))
    place('main p', box(16, 160, 800, 100))
    place('.image', box(16, 300, 800, 500))
    place('footer p', box(0, 700, 1280, 100))
  }

  it('is false when only images, the footer or visually hidden text lie under the player', () => {
    page()
    expect(coversReadingText(player)).toBe(false)
  })

  it('is true once a headline or paragraph of <main> scrolls under it', () => {
    page()
    place('main p', box(16, 780, 800, 100))
    expect(coversReadingText(player)).toBe(true)
    place('main p', box(16, 900, 800, 100))
    place('h2', box(300, 600, 500, 40))
    expect(coversReadingText(player)).toBe(true)
  })
})

describe('obstaclesInColumn', () => {
  // The right edge of a 390px phone, from a quarter down to the tab's resting place.
  const column = box(318, 211, 72, 573)
  /** The rendered lines of each text node, as a browser would give them, by the text itself. */
  const lines = new Map<string, Box[]>()

  afterEach(() => {
    // jsdom lays out no lines: the stand-in below is removed again.
    Reflect.deleteProperty(Range.prototype, 'getClientRects')
    lines.clear()
  })

  /** jsdom lays out no lines: each text node's range gets the lines set for its text. */
  function stubLines() {
    Object.defineProperty(Range.prototype, 'getClientRects', {
      configurable: true,
      value(this: Range) {
        const found = lines.get(this.startContainer.textContent ?? '') ?? []
        return found.map((line) => DOMRect.fromRect({ x: line.left, y: line.top, width: line.width, height: line.height }))
      },
    })
  }

  function page() {
    document.body.innerHTML = `
      <main>
        <h1 class="sr-only">Latest</h1>
        <p>Long paragraph</p><p>Short end</p><a href="/next">Next</a><img alt="" src="/a.jpg">
        <ol><li>Headline row</li></ol>
        <button type="button" style="display:none">Gone</button>
      </main>
      <footer><p>Footer line</p></footer>
      <aside data-reading-tools><button type="button">Latest News</button></aside>`
    stubLines()
    place('h1', box(0, 400, 1, 1))
    lines.set('Latest', [box(0, 400, 80, 20)])
    place('main p:nth-of-type(1)', box(16, 300, 358, 90))
    // Two full lines reach the column; the third ends short of it.
    lines.set('Long paragraph', [box(16, 304, 356, 22), box(16, 336, 350, 22), box(16, 368, 200, 22)])
    place('main p:nth-of-type(2)', box(16, 420, 358, 30))
    lines.set('Short end', [box(16, 424, 120, 22)])
    place('main a', box(330, 500, 40, 24))
    lines.set('Next', [box(334, 502, 30, 20)])
    place('main img', box(16, 600, 358, 150))
    // A list item's box reaches the column; its one short line does not.
    place('main li', box(16, 450, 358, 20))
    lines.set('Headline row', [box(16, 450, 100, 20)])
    place('footer p', box(16, 900, 358, 30))
    lines.set('Footer line', [box(16, 904, 358, 22)])
    place('aside button', box(300, 740, 90, 44))
    lines.set('Latest News', [box(310, 750, 80, 20)])
  }

  it('gives the lines that reach the column and the controls, and apart the list items and the pictures', () => {
    page()
    const { hard, blocks, pictures } = obstaclesInColumn(column, document.querySelectorAll('main, footer, aside'))
    // Each with 4px of room above and below.
    expect(hard.sort((a, b) => a.top - b.top)).toEqual([
      { top: 300, bottom: 330 },
      { top: 332, bottom: 362 },
      { top: 496, bottom: 528 },
      { top: 498, bottom: 526 },
    ])
    expect(blocks).toEqual([{ top: 446, bottom: 474 }])
    expect(pictures).toEqual([{ top: 596, bottom: 754 }])
  })
  it('does not enter a container that lies wholly away from the column, however much is in it', () => {
    document.body.innerHTML = `
      <main>
        <section id="far"><p>Far line</p><a href="/far">Far link</a></section>
        <section id="near"><p>Near line</p></section>
      </main>`
    stubLines()
    // The far section's box is below the column; its children claim to be in it, as a stale
    // layout might, and are never read.
    place('#far', box(0, 2000, 390, 300))
    place('#far p', box(0, 300, 390, 30))
    lines.set('Far line', [box(0, 300, 390, 22)])
    place('#far a', box(330, 500, 40, 24))
    place('#near p', box(16, 600, 358, 30))
    lines.set('Near line', [box(16, 604, 358, 22)])
    const { hard } = obstaclesInColumn(column, document.querySelectorAll('main'))
    expect(hard).toEqual([{ top: 600, bottom: 630 }])
  })
})
