/**
 * Word (desktop) puts a list on the clipboard as paragraphs, each marked with its list and level
 * in its style (`mso-list:l0 level2 lfo1`) and carrying its bullet or number as text inside
 * `<![if !supportLists]>…<![endif]>`. Pasted as they are, they become paragraphs starting "1." or
 * "·". This turns each run of such paragraphs back into lists: numbered (with its start) or
 * bulleted as the marker says, a deeper level nested inside the item before it.
 *
 * Word's HTML is also full of inline styles (and a <style> sheet) that the editor keeps none of,
 * and that the Content-Security-Policy refuses, with a report, wherever they are parsed, inert
 * documents included. So before anything parses it, Word's HTML loses them: a paragraph's list
 * and level are kept as `data-mso-list`, its marker's span as `data-mso-ignore`. The rest happens
 * in a document of its own (DOMParser): nothing pasted is parsed into the page.
 */

import { rewriteAttributes } from '@/lib/inline-attributes.ts'

interface ListRun {
  level: number
  list: HTMLElement
}

const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i
const WORD_HTML = /urn:schemas-microsoft-com:office|\bmso-/i

/** Word's HTML without style sheets or style attributes, the list facts kept as data attributes. */
function withoutStyles(html: string): string {
  return rewriteAttributes(html.replace(/<style\b[\s\S]*?<\/style\s*>/gi, ''), (name, attribute, value) => {
    if (name.toLowerCase() !== 'style') return attribute
    const list = MSO_LIST.exec(value)
    if (list) return ` data-mso-list="${list[1]} ${list[2]}"`
    return /mso-list:\s*ignore/i.test(value) ? ' data-mso-ignore' : ''
  })
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 }

/** A Roman numeral's value ("iv" is 4). */
function romanValue(numeral: string): number {
  const values = [...numeral.toLowerCase()].map((digit) => ROMAN[digit] ?? 0)
  return values.reduce((sum, value, index) => sum + (value < (values[index + 1] ?? 0) ? -value : value), 0)
}

/**
 * The list a marker opens: an `<ol>` (with its start) for a number, letter or Roman numeral, else
 * a `<ul>`. A lone "i" is read as the numeral (Word's usual third level), other lone letters as letters.
 */
function listFor(doc: Document, marker: string): HTMLElement {
  const text = marker.replace(/\s+/g, '').replace(/[.)]$/, '')
  let start: number | null = null
  if (/^\d+$/.test(text)) start = Number(text)
  else if (/^[ivxlcdm]+$/i.test(text) && (text.length > 1 || /^i$/i.test(text))) start = romanValue(text)
  else if (/^[a-z]$/i.test(text)) start = text.toLowerCase().charCodeAt(0) - 96
  if (start === null || marker.trim() === text) return doc.createElement('ul')
  const list = doc.createElement('ol')
  if (start > 1) list.setAttribute('start', String(start))
  return list
}

/** Removes the paragraph's marker (Word's "supportLists" part, or the `mso-list:Ignore` span) and answers its text. */
function takeMarker(paragraph: Element): string {
  const nodes = [...paragraph.childNodes]
  const open = nodes.findIndex((node) => node.nodeType === Node.COMMENT_NODE && /\[if !supportLists\]/.test(node.textContent ?? ''))
  const close = nodes.findIndex((node, index) => index > open && node.nodeType === Node.COMMENT_NODE && /\[endif\]/.test(node.textContent ?? ''))
  if (open !== -1 && close !== -1) {
    const marker = nodes.slice(open, close + 1)
    const text = marker.map((node) => (node.nodeType === Node.COMMENT_NODE ? '' : node.textContent ?? '')).join('')
    for (const node of marker) node.remove()
    return text.trim()
  }
  const ignored = paragraph.querySelector('[data-mso-ignore]')
  const text = ignored?.textContent ?? ''
  ignored?.remove()
  return text.trim()
}

/** Whether `element` directly follows the previous list paragraph, with nothing but white space between. */
function continuesRun(element: Element, previous: Element | null): boolean {
  if (!previous) return false
  let node = element.previousSibling
  while (node && node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) node = node.previousSibling
  return node === previous
}

export function wordListsToLists(pasted: string): string {
  if (!WORD_HTML.test(pasted)) return pasted
  const html = withoutStyles(pasted)
  if (!html.includes('data-mso-list')) return html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  let runs: ListRun[] = []
  let previous: Element | null = null
  let previousList = ''
  for (const paragraph of doc.querySelectorAll('p[data-mso-list]')) {
    const [listId = '', levelText = '1'] = (paragraph.getAttribute('data-mso-list') ?? '').split(' ')
    const level = Number(levelText)
    if (!continuesRun(paragraph, previous) || (listId !== previousList && level === 1)) runs = []
    const marker = takeMarker(paragraph)
    while ((runs.at(-1)?.level ?? 0) > level) runs.pop()
    let current = runs.at(-1)
    if (!current || current.level < level) {
      const list = listFor(doc, marker)
      const parentItem = current?.list.lastElementChild
      if (parentItem) parentItem.append(list)
      else paragraph.before(list)
      current = { level, list }
      runs.push(current)
    }
    const item = doc.createElement('li')
    item.append(...paragraph.childNodes)
    current.list.append(item)
    // The list now stands where the paragraph did: the next paragraph continues the run from it.
    previous = runs[0]?.list ?? null
    previousList = listId
    paragraph.remove()
  }
  return doc.body.innerHTML
}
