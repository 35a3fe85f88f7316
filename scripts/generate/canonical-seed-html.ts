/**
 * Rewrites every article body in supabase/seed.sql as the admin editor writes it (its getHTML()),
 * so opening a demo article, changing one word and saving leaves the rest byte for byte the same
 *. Idempotent; only the $html$…$html$ literals change, and a body whose visible text
 * would change stops the run before anything is written.
 *
 *   npm run seed:canonical
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Editor, type Extensions } from '@tiptap/core'
import { JSDOM } from 'jsdom'
import { createServer } from 'vite'

const root = path.resolve(import.meta.dirname, '../..')
const seedFile = path.join(root, 'supabase/seed.sql')
const ARTICLE_CONTENT = /\$html\$([\s\S]*?)\$html\$/g

// Vite hands the module back untyped; the schema's own type is checked by the app's tsconfig.
const isExtensionsFactory = (value: unknown): value is () => Extensions => typeof value === 'function'

// The editor's schema imports app modules (the '@/' alias, import.meta.env), so it is loaded the
// way Vite loads it for the app rather than by plain Node resolution.
async function loadEditorExtensions(): Promise<() => Extensions> {
  const server = await createServer({
    configFile: false,
    root,
    mode: 'development',
    appType: 'custom',
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true },
  })
  try {
    const module = await server.ssrLoadModule('/src/features/editor/utils/editor-extensions.ts')
    const create: unknown = module.createEditorExtensions
    if (!isExtensionsFactory(create)) throw new Error('editor-extensions.ts no longer exports createEditorExtensions')
    return create
  } finally {
    await server.close()
  }
}

// ProseMirror parses and serialises through the DOM; headless, jsdom stands in for the browser.
// It needs an origin: the editor keeps only images from the site or its storage.
function installDom(): void {
  const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://127.0.0.1:5173/' })
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    Node: window.Node,
    Element: window.Element,
    HTMLElement: window.HTMLElement,
    DOMParser: window.DOMParser,
    getComputedStyle: window.getComputedStyle.bind(window),
  }
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
  }
}

function visibleText(html: string): string {
  const { body } = new JSDOM(`<!doctype html><body>${html}</body>`).window.document
  // Block boundaries count as spaces: <li>a</li><li>b</li> reads "a b" with or without newlines.
  for (const element of body.querySelectorAll('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, br, hr, ul, ol')) {
    element.before(' ')
    element.after(' ')
  }
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

async function main(): Promise<void> {
  installDom()
  const createEditorExtensions = await loadEditorExtensions()
  const editorHtml = (html: string) => {
    const editor = new Editor({ extensions: createEditorExtensions(), content: html })
    try {
      return editor.getHTML()
    } finally {
      editor.destroy()
    }
  }

  const sql = readFileSync(seedFile, 'utf8')
  let articles = 0
  let changed = 0
  const problems: string[] = []
  const rewritten = sql.replace(ARTICLE_CONTENT, (_literal, content: string) => {
    articles += 1
    const canonical = editorHtml(content)
    if (canonical.includes('$html$')) problems.push(`article ${articles}: the body would contain the $html$ delimiter`)
    if (visibleText(canonical) !== visibleText(content)) {
      problems.push(`article ${articles}: visible text differs\n  before: ${visibleText(content)}\n  after:  ${visibleText(canonical)}`)
    }
    if (canonical !== content) changed += 1
    return `$html$${canonical}$html$`
  })

  if (problems.length > 0) {
    console.error(`seed.sql left unchanged; the editor would alter what readers see:\n${problems.join('\n')}`)
    process.exitCode = 1
    return
  }
  if (rewritten !== sql) writeFileSync(seedFile, rewritten)
  console.log(`${changed} of ${articles} article bodies rewritten in the editor's form.`)
}

await main()
