import { SITE_DESCRIPTION } from '@/config/site-catalogue.ts'

/**
 * The head tags build/prerender writes for one page (src/app/prerender/page-head.ts) besides its
 * title: description, robots, canonical, the link-preview tags and the JSON-LD block.
 */
const PAGE_HEAD_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[property^="article:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ')

/** What of the data router this needs: where it is, and word of each change. */
interface NavigatingRouter {
  state: { location: { pathname: string } }
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void
}

/**
 * A prerendered page's head describes that page only, and the app sets only some of those tags
 * itself (an article its preview tags, home and the categories none): on the first navigation
 * to another address, every tag the HTML came with goes and the description is the site's again,
 * as in the app's own index.html. Subscribed before the app renders, so this runs before the
 * next page's effects set its own tags; the leaving page's clean-up then only touches detached
 * elements.
 */
export function releasePrerenderedHeadOnNavigation(router: NavigatingRouter): void {
  const tags = [...document.head.querySelectorAll(PAGE_HEAD_TAGS)]
  if (tags.length === 0) return
  const first = router.state.location.pathname
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === first) return
    unsubscribe()
    for (const tag of tags) tag.remove()
    document.head.append(Object.assign(document.createElement('meta'), { name: 'description', content: SITE_DESCRIPTION }))
  })
}
