import { describe, expect, it } from 'vitest'
import { boxesOverlap, coversReadingText, type Box } from './reading-text.ts'

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
