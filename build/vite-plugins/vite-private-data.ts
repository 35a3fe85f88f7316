import path from 'node:path'
import { normalizePath, type Connect, type Plugin } from 'vite'

const projectRoot = path.resolve(import.meta.dirname, '../..')

// Vite 8's own server.fs.deny. A list set in the config replaces Vite's instead of adding to
// it, so it is repeated here; vite-private-data.test.ts fails when Vite's list changes.
export const VITE_DEFAULT_DENY = ['.env', '.env.*', '*.{crt,pem,key,p12,pfx,cer,der}', '.npmrc', '.yarnrc.yml', '**/.git/**']

/**
 * The local backend's data folders (PostgreSQL's files, stored objects): `.local/` in the
 * checkout, and DATA_DIR when set, resolved as server/src/config.ts resolves it.
 */
export function privateDataDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const byDefault = path.join(projectRoot, '.local')
  return [...new Set([byDefault, path.resolve(env.DATA_DIR ?? byDefault)])]
}

// Case-insensitive: on macOS and Windows /.LOCAL/ names the same folder as /.local/.
function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir.toLowerCase(), file.toLowerCase())
  return relative === '' || (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
}

/**
 * Every file a request URL may name: the decoded path under the root (static files, modules)
 * and, for /@fs/ and /@id/ and anything else Vite may take as a file system path, as is.
 */
export function requestedFiles(url: string, root: string): string[] {
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(url, 'http://dev.invalid').pathname).replaceAll('\\', '/')
  } catch {
    return [] // Vite cannot decode it either, and serves no file for it.
  }
  const bare = pathname.replace(/^\/@(?:fs|id)\//, '/')
  return [path.join(root, bare), path.resolve(bare)]
}

function refuseDataRequests(root: string, dirs: readonly string[]): Connect.NextHandleFunction {
  return (req, res, next) => {
    const files = requestedFiles(req.url ?? '/', root)
    if (!files.some((file) => dirs.some((dir) => isInside(dir, file)))) return next()
    res.statusCode = 404
    res.end()
  }
}

const escapeGlob = (text: string) => text.replace(/[\\*?[\]{}()!+@|]/g, '\\$&')

/**
 * Keeps the local database out of the dev server: with the data folder inside the checkout,
 * Vite would otherwise serve PostgreSQL's files as /.local/pg/… and /@fs/…/.local/pg/….
 * server.fs.deny covers every way Vite itself loads a file; the middleware, first in line,
 * answers 404 for any URL that names the folder, however it is spelled or encoded.
 */
export function privateData(): Plugin {
  const dirs = privateDataDirs()
  return {
    name: 'private-data',
    apply: 'serve',
    config: () => ({
      server: { fs: { deny: [...VITE_DEFAULT_DENY, ...dirs.flatMap((dir) => [escapeGlob(normalizePath(dir)), `${escapeGlob(normalizePath(dir))}/**`])] } },
    }),
    configureServer(server) {
      server.middlewares.use(refuseDataRequests(server.config.root, dirs))
    },
  }
}
