import type { Plugin } from 'vite'

/**
 * Points machines at the sitemap and RSS Edge Functions of the Supabase project the build talks
 * to (VITE_SUPABASE_URL): an RSS <link rel="alternate"> in index.html, and robots.txt with a
 * Sitemap line. robots.txt is generated so no deployment has to edit a static file by hand.
 */
export function feedLinks(): Plugin {
  let functionsUrl: string | undefined
  let siteName = 'The Daily Opinion'

  const robotsTxt = () =>
    [
      '# The reading site is open to crawlers; the newsroom dashboard is not content.',
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      // The sitemap lives on the Supabase project's host; a robots.txt may name a sitemap on another host.
      ...(functionsUrl ? ['', `Sitemap: ${functionsUrl}/sitemap`] : []),
      '',
    ].join('\n')

  return {
    name: 'feed-links',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      const supabaseUrl = env.VITE_SUPABASE_URL?.trim()
      functionsUrl = supabaseUrl ? `${supabaseUrl.replace(/\/+$/, '')}/functions/v1` : undefined
      siteName = env.VITE_SITE_NAME?.trim() || siteName
    },
    transformIndexHtml() {
      if (!functionsUrl) return []
      return [
        {
          tag: 'link',
          attrs: { rel: 'alternate', type: 'application/rss+xml', title: siteName, href: `${functionsUrl}/rss` },
          injectTo: 'head',
        },
      ]
    },
    configureServer(server) {
      server.middlewares.use('/robots.txt', (_req, res) => {
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
        res.end(robotsTxt())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt() })
    },
  }
}
