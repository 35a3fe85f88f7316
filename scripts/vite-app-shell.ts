import path from 'node:path'
import react from '@vitejs/plugin-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { createServer, type Plugin } from 'vite'
import { NON_READING_PATH_PATTERN } from './reading-paths.ts'

/**
 * Puts the reading site's first paint into the built index.html: the layout's loading state
 * (`PublicLayoutFallback`: the real header over an empty page), rendered to HTML at build time.
 * The masthead and navigation then paint as soon as the document and the stylesheet arrive
 * instead of after the JavaScript; the app's first render draws the same markup over it
 * (createRoot replaces it, so nothing has to match byte for byte, and it has the same size, so
 * nothing shifts). On the dashboard and the sitemap page an inline script removes it at once.
 */
export function appShell(): Plugin {
  let root = process.cwd()
  return {
    name: 'app-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async transformIndexHtml(html) {
      const markup = await renderFallback(root)
      const clear = `<script>if (new RegExp(${JSON.stringify(NON_READING_PATH_PATTERN)}).test(location.pathname)) document.getElementById('root').replaceChildren()</script>`
      if (!html.includes('<div id="root"></div>')) throw new Error('app-shell: index.html has no empty <div id="root"></div>')
      return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>\n    ${clear}`)
    },
  }
}

async function renderFallback(root: string): Promise<string> {
  const server = await createServer({
    root,
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
