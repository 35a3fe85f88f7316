import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { useLocalBackendWhenUnset } from './build/local-build-env.ts'
import { appShell } from './build/vite-plugins/vite-app-shell.ts'
import { demoPhotos } from './build/vite-plugins/vite-demo-photos.ts'
import { claimDevCacheDir } from './build/vite-plugins/vite-dev-cache.ts'
import { earlyPageData } from './build/vite-plugins/vite-early-page-data.ts'
import { feedLinks } from './build/vite-plugins/vite-feed-links.ts'
import { previewCompression } from './build/vite-plugins/vite-preview-compression.ts'
import { inlineFavicon } from './build/vite-plugins/vite-inline-favicon.ts'
import { prerenderedPages } from './build/vite-plugins/vite-prerendered-pages.ts'
import { privateData } from './build/vite-plugins/vite-private-data.ts'
import { securityHeadersPlugin } from './build/vite-plugins/vite-security-headers.ts'

export default defineConfig(async ({ command, mode, isPreview }): Promise<UserConfig> => {
  // Before Vite reads the environment: a local build beside `npm start` needs no settings.
  if (command === 'build' || isPreview) await useLocalBackendWhenUnset(mode, import.meta.dirname)
  return {
    // Each running dev server its own dependency cache (DEV_CACHE_DIR: a measurement's fresh one).
    cacheDir: command === 'serve' && !isPreview ? (process.env.DEV_CACHE_DIR ?? claimDevCacheDir(import.meta.dirname)) : undefined,
    // previewCompression first: it only wraps the responses of the middlewares after it.
    // privateData next: its middleware must answer before any other can serve a file.
    // securityHeadersPlugin hashes the final index.html, so it runs after every plugin that writes into it;
    // prerenderedPages' preview answers after its headers are set.
    // DEMO_PHOTOS=off: a test that starts this dev server for something else paints no photos.
    plugins: [previewCompression(), privateData(), demoPhotos({ enabled: process.env.DEMO_PHOTOS !== 'off' }), react(), tailwindcss(), inlineFavicon(import.meta.dirname), feedLinks(), earlyPageData(), appShell(), securityHeadersPlugin(), prerenderedPages()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      host: '127.0.0.1',
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Transformed while the server waits for its first visitor: the entry and the home page (their
      // static imports follow), so the first page does not wait for them one request at a time.
      warmup: { clientFiles: ['./src/main.tsx', './src/app/routes/home.tsx', './src/app/layout/public-layout.tsx'] },
    },
    // Every package the app and the dashboard import, lazily loaded ones (the editor's TipTap)
    // included: optimised together at start, so no visit finds a new one and reloads the page.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-dev-runtime',
        'react-dom/client',
        'react-router-dom',
        '@tanstack/react-query',
        '@supabase/supabase-js',
        '@supabase/postgrest-js',
        '@radix-ui/react-dialog',
        '@radix-ui/react-toast',
        'lucide-react',
        'clsx',
        'dompurify',
        'zod',
        '@tiptap/core',
        '@tiptap/react',
        '@tiptap/starter-kit',
        '@tiptap/extension-image',
        '@tiptap/extension-link',
        '@tiptap/extension-underline',
      ],
      // The editor's AVIF encoder finds its .wasm beside its own module (new URL(…, import.meta.url)),
      // which pre-bundling would move away from it.
      exclude: ['@jsquash/avif'],
    },
    // The AVIF encoder's worker (features/editor/utils/avif-worker.ts) as an ES module: its codec
    // uses import.meta.url, which a classic worker script does not have.
    worker: { format: 'es' },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
    build: {
      sourcemap: false,
      // Every browser the build targets preloads modules itself: the polyfill was 0.3 kB of the entry chunk.
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 600,
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    },
  }
})
