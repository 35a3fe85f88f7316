import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { JSDOM } from 'jsdom'
import { createServer } from 'vite'
import type { ImportFile } from '../../src/lib/import/import-types.ts'

/**
 * What the importer core needs from its surroundings in Node: the export as a stream, an inert
 * document to parse bodies into (jsdom), and the editor's sanitiser itself, loaded through Vite
 * as the build's prerendering loads app code (it reads `import.meta.env`).
 */

const root = path.resolve(import.meta.dirname, '../..')

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
  parse: (html: string) => Document
  sanitize: (html: string) => string
  close: () => Promise<void>
}

export async function nodeHtml(origins: { site: string; storage: string }): Promise<NodeHtml> {
  const { window } = new JSDOM('', { url: `${origins.site}/` })
  // src/lib/sanitize.ts takes this window when there is no browser (as scripts/prerender.ts lends it).
  Object.assign(globalThis, { sanitizerWindow: window })
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  const { sanitizeArticleHtml } = (await server.ssrLoadModule('/src/lib/sanitize.ts')) as { sanitizeArticleHtml: (html: string, origins: { site: string; storage: string }) => string }
  const parser = new window.DOMParser()
  return {
    parse: (html) => parser.parseFromString(html, 'text/html'),
    sanitize: (html) => sanitizeArticleHtml(html, origins),
    close: () => server.close(),
  }
}
