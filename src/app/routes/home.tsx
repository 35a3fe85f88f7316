import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router-dom'
import { AdSlot } from '@/components/ad-slot.tsx'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { LoadFailed } from '@/components/load-failed.tsx'
import { HOME_AD_EVERY_SECTIONS, HOME_SECTIONS_IN_HTML, SITE_NAME } from '@/config/site.ts'
import type { HomePage } from '@/data/articles/article-fetchers.ts'
import { articleQueries } from '@/data/articles/article-queries.ts'
import { HeadlineList } from '@/features/articles/components/headline-list.tsx'
import { HomeCategorySection } from '@/features/articles/components/home-category-section.tsx'
import { HomeSkeleton } from '@/features/articles/components/home-skeleton.tsx'
import { LeadArticle } from '@/features/articles/components/lead-article.tsx'
import { homeSections } from '@/features/articles/utils/home-sections.ts'
import { placeAdSlots } from '@/features/articles/utils/home-layout.ts'
import { useInBrowser } from '@/hooks/use-in-browser.ts'
import { errorText } from '@/lib/error-text.ts'
import { Sidebar } from '../layout/sidebar.tsx'
import { OrOldAddress } from './not-found.tsx'

function HomeSections({ page }: { page: HomePage }) {
  const sections = homeSections(page)
  const blocks = placeAdSlots(sections, HOME_AD_EVERY_SECTIONS, (section) => section.articles.length === 0)
  // The prerendered home carries the cards of its first sections only: the rest (all below a
  // phone's first screen) would take its HTML past what a new connection's first round trip
  // carries, and hold up the first paint and the lead photo by a round trip (docs/performance.md).
  // Their headings and links are there; the cards come once the page has hydrated.
  const inBrowser = useInBrowser()
  const withCards = new Set(sections.slice(0, inBrowser ? sections.length : HOME_SECTIONS_IN_HTML).map((section) => section.category.value))
  return (
    <div data-testid="home-sections" className="space-y-12">
      {blocks.map((block) =>
        block.kind === 'section' ? (
          <HomeCategorySection
            key={block.section.category.value}
            category={block.section.category}
            articles={withCards.has(block.section.category.value) ? block.section.articles : []}
          />
        ) : (
          <AdSlot key={`ad-${block.index}`} size="728x90" />
        ),
      )}
    </div>
  )
}

function HomeContent() {
  // One request: the ticker and the sidebar's trending read the same cache entry.
  const home = useQuery(articleQueries.home())
  // `isFetching` is read only where a failure shows it: the query re-renders a component for the
  // fields it has read, and read here it would render the whole page twice per background refresh.
  const { data, isPending, error } = home
  if (isPending) return <HomeSkeleton />
  // No answer yet, and the read failed: not the same as a site with nothing published.
  if (!data) {
    return (
      <LoadFailed onRetry={() => void home.refetch()} retrying={home.isFetching} keepSizeOf={<HomeSkeleton />} className="py-16 text-center">
        <h2 className="font-serif text-2xl font-bold text-ink">Couldn&apos;t load the latest news</h2>
        <p className="mt-2 text-base">{errorText(error, "Today's articles didn't arrive.")}</p>
      </LoadFailed>
    )
  }
  return (
    <>
      {!data.lead ? (
        <p className="py-16 text-center text-ink-muted">No articles have been published yet.</p>
      ) : (
        <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
          <LeadArticle article={data.lead} />
          <HeadlineList articles={data.headlines} />
        </div>
      )}
      <HomeSections page={data} />
    </>
  )
}

export function HomeRoute() {
  // WordPress's own addresses of posts are the home page with a query (`/?p=12`).
  const { search } = useLocation()
  const home = (
    <>
      <DocumentMeta />
      <h1 className="sr-only">{SITE_NAME}: latest news and opinion</h1>
      <div className="flex flex-col gap-10 lg:flex-row">
        <div className="min-w-0 flex-1 space-y-12">
          <HomeContent />
        </div>
        <Sidebar />
      </div>
    </>
  )
  if (!search) return home
  return <OrOldAddress showWhileLooking>{home}</OrOldAddress>
}
