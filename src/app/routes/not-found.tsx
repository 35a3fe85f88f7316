import { Link } from 'react-router-dom'
import { DocumentMeta } from '@/components/document-meta.tsx'
import { paths } from '@/config/paths.ts'
import { OldAddressRedirect } from '@/features/redirects/components/old-address-redirect.tsx'

/**
 * 'Page not found': an address that is no page of the site and cannot be an article's (more
 * than one segment, or one no slug can be), unless an import recorded it as an old address. A
 * `/{slug}` no article has says 'Article Not Found'.
 */
export function NotFoundRoute() {
  return (
    <OldAddressRedirect>
      <PageNotFound />
    </OldAddressRedirect>
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
