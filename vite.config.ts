import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { appShell } from './scripts/vite-app-shell.ts'
import { earlyHomePage } from './scripts/vite-early-home-page.ts'
import { feedLinks } from './scripts/vite-feed-links.ts'
import { privateData } from './scripts/vite-private-data.ts'
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts'

export default defineConfig({
  // privateData first: its middleware must answer before any other can serve a file.
  // securityHeadersPlugin hashes the final index.html, so it runs after every plugin that writes into it.
  plugins: [privateData(), react(), tailwindcss(), feedLinks(), earlyHomePage(), appShell(), securityHeadersPlugin()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: true },
  build: {
    sourcemap: false,
    // Every browser the build targets preloads modules itself: the polyfill was 0.3 kB of the entry chunk.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
  },
})
