import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * Makes the demo photos (scripts/photos/demo-photos.ts) before Vite serves or builds anything, so
 * every way of running the site (npm start, the tests' stack, a build) has them. The first run
 * paints them (about 20 s); later runs find them in public/ and only check.
 */
export function demoPhotos(): Plugin {
  return {
    name: 'demo-photos',
    async buildStart() {
      const { ensureDemoPhotos } = await import('./photos/demo-photos.ts')
      const made = await ensureDemoPhotos(path.resolve(import.meta.dirname, '../public'))
      if (made > 0) this.info(`painted ${made} demo photo sets in public/images/photos`)
    },
  }
}
