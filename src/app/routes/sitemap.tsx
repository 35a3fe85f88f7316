import { useQuery } from '@tanstack/react-query'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { buildSitemapXml } from '@/features/articles/utils/sitemap-xml.ts'

/** /sitemap.xml: renders the sitemap text. A failed article read is only logged (spec §8). */
export function SitemapRoute() {
  const { data, isPending } = useQuery(articleQueries.sitemap())
  if (isPending) return null
  const xml = buildSitemapXml(window.location.origin, data ?? [])
  return (
    <pre data-testid="sitemap" className="whitespace-pre-wrap break-all p-4 font-mono text-xs text-ink">
      {xml}
    </pre>
  )
}
