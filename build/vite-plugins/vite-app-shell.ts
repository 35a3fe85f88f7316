import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { ON_NON_READING_PAGE } from './reading-paths.ts'

/** What of the build's config the shell is rendered with. */
type BuildEnv = Pick<ResolvedConfig, 'root' | 'mode' | 'envDir' | 'envPrefix'>

/**
 * Puts the reading site's first paint into the built index.html: the layout's loading state
 * (`PublicLayoutFallback`: the real header over an empty page), rendered to HTML at build time.
 * The masthead and navigation then paint as soon as the document and the stylesheet arrive
 * instead of after the JavaScript; the app's first render draws the same markup over it
 * (createRoot replaces it, so nothing has to match byte for byte, and it has the same size, so
 * nothing shifts). On the dashboard and the sitemap page an inline script removes it at once.
 */
export function appShell(): Plugin {
  let build: BuildEnv | undefined
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved(config) {
      build = config
    },
    async transformIndexHtml(html) {
      if (!build) throw new Error('app-shell: no resolved config')
      const markup = await renderFallback(build)
      const clear = `<script>if (${ON_NON_READING_PAGE}) document.getElementById('root').replaceChildren()</script>`
      if (!html.includes('<div id="root"></div>')) throw new Error('app-shell: index.html has no empty <div id="root"></div>')
      return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>\n    ${clear}`)
    },
  }
}

/** Renders with the build's mode and env files, so the shell shows what the app will (the site name). */
async function renderFallback({ root, mode, envDir, envPrefix }: BuildEnv): Promise<string> {
  const server = await createServer({
    root,
    mode,
    envDir,
    envPrefix,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    resolve: { alias: { '@': path.join(root, 'src') } },
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  try {
    const module = await server.ssrLoadModule('/src/app/layout/public-layout-fallback.tsx')
    const Fallback = module.PublicLayoutFallback as ComponentType
    // A location no navigation item matches: the shell marks no item as the current page.
    return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: ['/~'] }, createElement(Fallback)))
  } finally {
    await server.close()
  }
}
