import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { JSDOM } from 'jsdom'
import { htmlParserFor, type ParseHtml, type SanitizeNodes } from '../../src/lib/import/content/html-body.ts'
import type { ImportFile } from '../../src/lib/import/import-types.ts'

/**
 * What the importer core needs from its surroundings in Node: the export as a stream, an inert
 * document to parse bodies into (jsdom), and the editor's sanitiser itself with the target's
 * origins (src/lib/article-sanitizer.ts, which needs a window: jsdom's).
 */

export function nodeImportFile(file: string): ImportFile {
  const size = statSync(file).size
  return {
    name: path.basename(file),
    size,
    // 256 KB reads: fewer, larger chunks for the parsers; memory stays a few chunks deep.
    stream: () => Readable.toWeb(createReadStream(file, { highWaterMark: 256 * 1024 })) as ReadableStream<Uint8Array>,
  }
}

export interface NodeHtml {
  parse: ParseHtml
  sanitize: SanitizeNodes
}

export async function nodeHtml(origins: { site: string; storage: string }): Promise<NodeHtml> {
  const { window } = new JSDOM('', { url: `${origins.site}/` })
  // The sanitiser takes this window when there is no browser (as build/prerender/prerender.ts lends it).
  Object.assign(globalThis, { sanitizerWindow: window })
  const { contentOrigins, sanitizeNodesWithOrigins } = await import('../../src/lib/article-sanitizer.ts')
  const targets = contentOrigins(origins)
  return {
    parse: htmlParserFor(window.document.implementation),
    sanitize: (nodes) => sanitizeNodesWithOrigins(nodes, targets),
  }
}
