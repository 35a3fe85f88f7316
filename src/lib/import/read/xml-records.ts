import { SaxesParser } from 'saxes'
import { MAX_NESTING } from '../import-limits.ts'
import { ImportRefused } from './import-file.ts'
import { RecordGuard } from './record-guard.ts'

/** One element of a record, as plain values: attributes, its text (CDATA included) and children. */
export interface XmlNode {
  name: string
  attributes: Record<string, string>
  text: string
  children: XmlNode[]
}

export interface XmlRecordOptions {
  /** Elements at this depth (the root is 1) are records: handed over whole, then dropped. */
  recordDepth: number
  /** The root element an export of this kind must have. */
  root: string
  onRecord: (record: XmlNode) => void | Promise<void>
}

/**
 * Streams an XML document into records, never holding more than the one being read. No DTD is
 * read and no entity is defined (saxes knows only XML's five and character references), so
 * entity expansion and external entities cannot happen; a DOCTYPE is refused all the same, and
 * so are records larger than RecordGuard allows and nesting deeper than MAX_NESTING.
 */
export async function readXmlRecords(text: AsyncIterable<string>, options: XmlRecordOptions): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: true })
  const guard = new RecordGuard('an XML element')
  const stack: XmlNode[] = []
  const pending: XmlNode[] = []
  let sawRoot = false

  parser.on('doctype', () => {
    throw new ImportRefused('The file declares a DOCTYPE; exports never do, and a DOCTYPE can make a reader expand entities without bound, so it was refused.')
  })
  parser.on('opentag', (tag) => {
    if (stack.length === 0) {
      if (tag.name !== options.root) throw new ImportRefused(`The file's root element is <${tag.name}>, not <${options.root}>.`)
      sawRoot = true
    }
    if (stack.length >= MAX_NESTING) throw new ImportRefused(`The file nests elements more than ${MAX_NESTING} deep; an export never does.`)
    const node: XmlNode = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, text: '', children: [] }
    stack.at(-1)?.children.push(node)
    stack.push(node)
  })
  const addText = (value: string) => {
    const node = stack.at(-1)
    if (node && stack.length >= options.recordDepth) node.text += value
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    const node = stack.pop()
    if (node && stack.length + 1 === options.recordDepth) {
      stack.at(-1)?.children.pop()
      pending.push(node)
      guard.boundary()
    }
  })

  for await (const chunk of text) {
    guard.feed(chunk.length)
    try {
      parser.write(chunk)
    } catch (error) {
      throw asRefusal(error)
    }
    // Records are handed over between chunks, so a handler may await (a batch write, a fetch).
    for (const record of pending.splice(0)) await options.onRecord(record)
  }
  try {
    parser.close()
  } catch (error) {
    throw asRefusal(error)
  }
  for (const record of pending.splice(0)) await options.onRecord(record)
  if (!sawRoot) throw new ImportRefused(`The file has no <${options.root}> element.`)
}

function asRefusal(error: unknown): Error {
  if (error instanceof ImportRefused) return error
  const message = error instanceof Error ? error.message : String(error)
  return new ImportRefused(`The file is not well-formed XML (${message.slice(0, 200)}).`)
}

/** The first child named `name`, or undefined. */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  return node.children.find((item) => item.name === name)
}

/** The trimmed text of the first child named `name` ('' when there is none). */
export function childText(node: XmlNode, name: string): string {
  return child(node, name)?.text.trim() ?? ''
}

/** Every child named `name`. */
export function childrenNamed(node: XmlNode, name: string): XmlNode[] {
  return node.children.filter((item) => item.name === name)
}
