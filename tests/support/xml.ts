import { JSDOM } from 'jsdom'

const { DOMParser } = new JSDOM('').window

/** Parses with jsdom's strict, namespace-aware XML parser; throws with its message when the text is not well-formed. */
export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  const error = doc.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return doc
}

/** Text of every direct-or-nested element with this local name, in document order. */
export function texts(parent: Document | Element, localName: string): string[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName), (element) => element.textContent ?? '')
}
