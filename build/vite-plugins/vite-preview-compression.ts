import compression from 'compression'
import type { Plugin } from 'vite'

/** The Express request and response compression's middleware is typed with. */
type MiddlewareArgs = Parameters<ReturnType<typeof compression>>

/**
 * `vite preview` compresses what it serves, as every static host does (Netlify, Vercel and
 * Cloudflare send HTML, scripts and styles gzip- or brotli-encoded). Without it the preview, and
 * so Lighthouse and the e2e suite that run against it, moved a prerendered home page of 149 kB
 * and a 392 kB entry script uncompressed: a phone on a slow link measured against a server no
 * host is.
 */
export function previewCompression(): Plugin {
  return {
    name: 'preview-compression',
    configurePreviewServer(server) {
      const compress = compression()
      // Typed for Express; it only reads the Node request and wraps the Node response's write and end.
      server.middlewares.use((req, res, next) => compress(req as MiddlewareArgs[0], res as MiddlewareArgs[1], next))
    },
  }
}
