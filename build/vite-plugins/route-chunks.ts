import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

const chunks = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')

/** A chunk and every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
  }
  visit(start.fileName)
  return seen
}

/**
 * The files a lazy route needs beyond what the entry already loaded: the chunk of the module
 * whose path ends with `modulePath` (`src/app/routes/article.tsx`) and its static imports, less
 * the entry's. These are what Vite's preload helper asks for when the router imports the route,
 * in the same order.
 */
export function routeChunkFiles(bundle: OutputBundle, entry: OutputChunk, modulePath: string): string[] {
  const route = chunks(bundle).find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(modulePath))
  if (!route) throw new Error(`route-chunks: no chunk for ${modulePath}`)
  const loaded = withStaticImports(bundle, entry)
  return [...withStaticImports(bundle, route)].filter((fileName) => !loaded.has(fileName))
}
