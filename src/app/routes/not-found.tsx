import { lazy, Suspense, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { paths } from '@/config/paths.ts'

// Loaded only for an address the site has no page for: the readers' pages (and the entry's
// list of what each page loads) never carry it.
const OldAddressRedirect = lazy(async () => ({ default: (await import('@/features/redirects/components/old-address-redirect.tsx')).OldAddressRedirect }))

const LOOKING = <div className="min-h-[50vh]" role="status" aria-label="Looking for this page" />

/**
 * `children` (a not-found page), unless an import recorded this address as an old one: then the
 * new address replaces it. With `showWhileLooking` (the home page's `?p=`), `children` show
 * while the lookup runs.
 */
export function OrOldAddress({ children, showWhileLooking = false }: { children: ReactNode; showWhileLooking?: boolean }) {
  return (
    <Suspense fallback={showWhileLooking ? children : LOOKING}>
      <OldAddressRedirect showWhileLooking={showWhileLooking}>{children}</OldAddressRedirect>
    </Suspense>
  )
}

/**
 * 'Page not found': an address that is no page of the site and cannot be an article's (more
 * than one segment, or one no slug can be), unless an import recorded it as an old address. A
 * `/{slug}` no article has says 'Article Not Found'.
 */
export function NotFoundRoute() {
  return (
    <OrOldAddress>
      <PageNotFound />
    </OrOldAddress>
  )
}

function PageNotFound() {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <DocumentMeta title="Page not found" noIndex />
      <h1 className="font-serif text-4xl font-bold text-ink">Page not found</h1>
      <p className="mt-3 text-ink-muted">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link to={paths.home} className="mt-6 inline-block rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark">
        Return to Homepage
      </Link>
    </div>
  )
}
