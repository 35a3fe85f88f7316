import { QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom'
import { HeadCollector, type CollectedMeta } from '@/components/head-collector.ts'
import { CATEGORIES } from '@/config/categories.ts'
import { paths } from '@/config/paths.ts'
import { SITE_DESCRIPTION } from '@/config/site-catalogue.ts'
import { SITE_NAME } from '@/config/site.ts'
import type { ArticlePage } from '@/data/articles/article-fetchers.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { publicDb } from '@/lib/public-db.ts'
import { AppFrame } from '../app.tsx'
import type { PrerenderedState } from './prerendered-state.ts'
import { routeTable } from '../route-table.tsx'
import { newestArticleSlugs } from './newest-articles.ts'
import { pageHeadHtml } from './page-head.ts'

/**
 * The build's server entry (build/prerender/prerender.ts loads it through Vite): renders a page of the
 * reading site to HTML with the app's own route table, components and reader functions, the way
 * the browser would show it once its data has arrived.
 */

/** The pages that do not depend on the archive's size: home, every category's first page, the text pages. */
export function fixedPaths(): string[] {
  return [
    paths.home,
    ...CATEGORIES.map(({ value }) => paths.category(value)),
    paths.about, paths.contact, paths.careers, paths.advertise, paths.terms, paths.privacy, paths.cookies,
  ]
}

/** The addresses of the `limit` newest published articles. */
export async function articlePaths(limit: number): Promise<string[]> {
  return (await newestArticleSlugs(publicDb, limit)).map((slug) => paths.article(slug))
}

export interface RenderedPage {
  /** The markup inside #root. */
  body: string
  /** Tags for <head>. */
  head: string
  /** The page's state as JSON, for the file the app hydrates from. */
  state: string
  /** The lead picture the page shows first, for a preload. */
  image?: string
}

// One handler for every page; its routes resolve their lazy modules once.
const handler = createStaticHandler(routeTable)

/** Reads what the page's components will ask for, through the same query options the app uses. Null: nothing to prerender there. */
async function loadPageData(client: QueryClient, path: string): Promise<{ article?: ArticlePage['article'] } | null> {
  await client.fetchQuery(articleQueries.home())
  const category = /^\/category\/([^/]+)$/.exec(path)?.[1]
  if (category) await client.fetchInfiniteQuery(articleQueries.categoryPages(category))
  const slug = /^\/([^/]+)$/.exec(path)?.[1]
  if (slug && !fixedPaths().includes(path)) {
    const page = await client.fetchQuery(articleQueries.detail(slug))
    if (!page.article) return null
    return { article: page.article }
  }
  return {}
}

/**
 * The page at `path` on `origin`, or null when there is none to prerender (an article that is
 * no longer published). Data reads that fail throw: the caller leaves that page to the app.
 */
export async function renderPage(path: string, origin: string): Promise<RenderedPage | null> {
  // No retries and nothing kept: a build reads each answer once.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } })
  const data = await loadPageData(client, path)
  if (!data) return null

  // The loaders only start the queries already in the cache (and read index.html's early
  // requests, which a build has none of): the static handler resolves the routes' lazy modules
  // and records a null for each loader instead of running it.
  const context = await handler.query(new Request(new URL(path, origin)), {
    dataStrategy: async ({ matches }) => {
      const results: Record<string, Awaited<ReturnType<(typeof matches)[number]['resolve']>>> = {}
      await Promise.all(matches.map(async (match) => {
        results[match.route.id] = await match.resolve(async () => null)
      }))
      return results
    },
  })
  if (context instanceof Response) return null
  if (context.errors) throw new Error(`prerender: ${path} rendered an error: ${Object.values(context.errors).map((error) => (error instanceof Error ? error.stack : JSON.stringify(error))).join("; ")}`)

  let meta: CollectedMeta = { noIndex: false }
  const collect = (value: CollectedMeta) => {
    meta = value
  }
  const router = createStaticRouter(handler.dataRoutes, context)
  // To a string, not a stream: React streams a Suspense boundary's content out of place, to be
  // moved by an inline script (which the CSP would block). The lazy parts every page shares have
  // loaded by now (build/prerender/prerender.ts renders a page first for that), so nothing suspends;
  // a boundary that still did is a page left to the browser.
  const body = renderToString(
    <HeadCollector value={collect}>
      <AppFrame client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </HeadCollector>,
  )
  // A part that suspended or failed inside a Suspense boundary (one outside throws).
  if (/<!--\$[?!]-->/.test(body)) throw new Error(`prerender: ${path} did not finish rendering`)
  if (meta.noIndex) return null

  const home = client.getQueryData(articleQueries.home().queryKey)
  const head = pageHeadHtml({
    path,
    origin,
    siteName: SITE_NAME,
    title: meta.title,
    // A page with none of its own (home) carries the site's, as index.html does.
    description: meta.description ?? SITE_DESCRIPTION,
    article: data.article ?? undefined,
    image: path === paths.home ? home?.lead?.image_url : undefined,
  })
  const state: PrerenderedState = {
    router: hydrationState(context),
    queries: client.getQueryCache().getAll().flatMap((query) =>
      query.state.status === 'success' ? [{ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }] : []),
  }
  return { body, head, state: JSON.stringify(state), image: data.article ? data.article.image_url ?? undefined : path === paths.home ? home?.lead?.image_url ?? undefined : undefined }
}

function hydrationState(context: StaticHandlerContext): PrerenderedState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData }
}

/**
 * Renders home and an article until nothing suspends any more: the lazy parts of the layout and
 * of the pages (footer, ticker, comments) load on their first render, as they do in the browser.
 */
export async function warmUp(origin: string): Promise<void> {
  const [article] = await articlePaths(1)
  for (const path of [paths.home, paths.category(CATEGORIES[0].value), paths.about, ...(article ? [article] : [])]) {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await renderPage(path, origin)
        break
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
}
