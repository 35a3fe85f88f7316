/**
 * `npm run check:docs` (CI): every repository file or folder the Markdown docs name exists. A doc
 * names a path in a link (`[text](docs/testing.md)`, resolved from the doc's folder, as a reader
 * following it would) or in a code span (`src/lib/sanitize.ts`, `server/src/rest/`). A code span
 * counts as a path when it has a slash and ends in a file extension or a slash, or starts at one
 * of the repository's folders; it may be written from anywhere above the file (the architecture
 * map says `features/editor` under its `src/` heading), so it exists when a tracked path ends
 * with it. Placeholders (`<slug>.html`), routes (`/admin`), URLs and fenced code blocks are not
 * checked; paths Git ignores (`dist/`, the generated demo photos) are not expected to exist; `*`
 * matches within one folder.
 *
 *   tsx scripts/check/doc-paths.ts    # prints each missing path as doc:line, exits 1 if any
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Mention {
  line: number
  path: string
}

const FILE_EXTENSION = /\.(tsx?|jsx?|mjs|cjs|jsonc?|md|sql|toml|ya?ml|css|html|sh|svg|png|webp|txt|env)$/
const PATH_SHAPE = /^(?:\.{1,2}\/)?[\w.@*-]+(?:\/[\w.@*-]+)*\/?$/
/** Where a path without an extension or a closing slash is still surely a repository path. */
const REPOSITORY_FOLDERS = /^(?:src|server|build|scripts|tests|e2e|supabase|docs|public|\.ci)\//

function isPathLike(text: string): boolean {
  if (!text.includes('/') || !PATH_SHAPE.test(text) || text.startsWith('/')) return false
  return text.endsWith('/') || FILE_EXTENSION.test(text) || REPOSITORY_FOLDERS.test(text)
}

/** The repository paths a Markdown text names, with their lines; fenced code is skipped. */
export function pathMentions(markdown: string): Mention[] {
  const found: Mention[] = []
  let fenced = false
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced
      return
    }
    if (fenced) return
    const line = index + 1
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const file = target.split('#')[0] ?? ''
      if (file && !/^[a-z][a-z0-9+.-]*:/i.test(file)) found.push({ line, path: decodeURI(file) })
    }
    for (const [, code = ''] of text.matchAll(/`([^`]+)`/g)) {
      if (isPathLike(code)) found.push({ line, path: code })
    }
  })
  return found
}

/** Tracked files and the folders holding them, as the existence test reads them. */
export interface Tree {
  files: ReadonlySet<string>
  folders: ReadonlySet<string>
}

export function treeOf(files: readonly string[]): Tree {
  const folders = new Set<string>([''])
  for (const file of files) {
    for (let at = file.indexOf('/'); at >= 0; at = file.indexOf('/', at + 1)) folders.add(file.slice(0, at))
  }
  return { files: new Set(files), folders }
}

/** `candidate` as a pattern: `*` within one folder, everything else literal. */
function patternOf(candidate: string, { suffix }: { suffix: boolean }): RegExp {
  const body = candidate.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')
  return new RegExp(`${suffix ? '(?:^|/)' : '^'}${body}$`)
}

/**
 * Whether `mention`, named in the doc at `doc`, is a file or folder of the tree: a link from the
 * doc's folder, a code span as the end of some tracked path (or from the doc's folder when it
 * starts with ./ or ../).
 */
export function exists(tree: Tree, doc: string, mention: string, { link = false } = {}): boolean {
  const folder = mention.endsWith('/')
  const relative = link || mention.startsWith('./') || mention.startsWith('../')
  const candidate = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), mention)) : path.posix.normalize(mention)
  const trimmed = candidate.replace(/\/$/, '')
  if (trimmed.startsWith('..')) return false
  const pattern = patternOf(trimmed === '.' ? '' : trimmed, { suffix: !relative })
  const entries = folder ? tree.folders : [...tree.folders, ...tree.files]
  for (const entry of entries) if (pattern.test(entry)) return true
  return false
}

function main(): void {
  const root = path.resolve(import.meta.dirname, '../..')
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' })
  const tracked = git('ls-files', '-z').split('\0').filter(Boolean)
  const tree = treeOf(tracked)
  const ignored = (mention: string) => {
    try {
      git('check-ignore', '-q', '--no-index', mention)
      return true
    } catch {
      return false
    }
  }
  const docs = tracked.filter((file) => file.endsWith('.md'))
  const missing: string[] = []
  for (const doc of docs) {
    const markdown = readFileSync(path.join(root, doc), 'utf8')
    const links = new Set(pathMentions(markdown.replace(/`[^`]*`/g, '')).map((m) => `${m.line}:${m.path}`))
    for (const mention of pathMentions(markdown)) {
      const link = links.has(`${mention.line}:${mention.path}`)
      if (exists(tree, doc, mention.path, { link }) || ignored(mention.path)) continue
      missing.push(`${doc}:${mention.line}: ${mention.path}`)
    }
  }
  if (missing.length > 0) {
    console.error(`check:docs: ${missing.length} path(s) named in the docs do not exist:\n${missing.join('\n')}`)
    process.exit(1)
  }
  console.log(`check:docs: every path named in ${docs.length} Markdown docs exists`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
