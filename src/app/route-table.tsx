import type { RouteObject } from 'react-router-dom'
import { Spinner } from '@/components/ui/spinner.tsx'
import { paths } from '@/config/paths.ts'
import { PublicLayout } from './layout/public-layout.tsx'
import { PublicLayoutFallback } from './layout/public-layout-fallback.tsx'
import { articleLoader, categoryLoader, publicLayoutLoader } from './route-loaders.ts'
import { PublicPageError, StandaloneRouteError } from './route-errors.tsx'

/** Shown while a lazy route's chunk loads on the very first page view. */
function RouteFallback() {
  return <Spinner label="Loading..." />
}

// Every page loads on demand, home included (its data is already on the way from the layout's
// loader, and the header paints meanwhile); the admin area is its own chunks so readers
// never download the dashboard or the editor. The loaders sit beside `lazy`, so a page's data
// is requested in parallel with its chunk.
export const routeTable: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    loader: publicLayoutLoader,
    HydrateFallback: PublicLayoutFallback,
    ErrorBoundary: StandaloneRouteError,
    children: [
      {
        // Pathless, so a page's error shows inside the layout's <main>, under the header.
        ErrorBoundary: PublicPageError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
          { path: 'category/:categoryName', loader: categoryLoader, lazy: async () => ({ Component: (await import('./routes/category.tsx')).CategoryRoute }) },
          // The author page comes in the category page's chunk (category.tsx re-exports it): both are
          // pages of cards, and a route that names an existing chunk adds next to nothing to the entry.
          { path: 'author/:authorSlug', lazy: async () => ({ Component: (await import('./routes/category.tsx')).AuthorRoute }) },
          { path: paths.about, lazy: async () => ({ Component: (await import('./routes/static/about.tsx')).AboutRoute }) },
          { path: paths.contact, lazy: async () => ({ Component: (await import('./routes/static/contact.tsx')).ContactRoute }) },
          { path: paths.careers, lazy: async () => ({ Component: (await import('./routes/static/careers.tsx')).CareersRoute }) },
          { path: paths.advertise, lazy: async () => ({ Component: (await import('./routes/static/advertise.tsx')).AdvertiseRoute }) },
          { path: paths.terms, lazy: async () => ({ Component: (await import('./routes/static/terms.tsx')).TermsRoute }) },
          { path: paths.privacy, lazy: async () => ({ Component: (await import('./routes/static/privacy.tsx')).PrivacyRoute }) },
          { path: paths.cookies, lazy: async () => ({ Component: (await import('./routes/static/cookies.tsx')).CookiesRoute }) },
          { path: paths.newsletterConfirm, lazy: async () => ({ Component: (await import('./routes/newsletter/confirm.tsx')).NewsletterConfirmRoute }) },
          { path: paths.newsletterUnsubscribe, lazy: async () => ({ Component: (await import('./routes/newsletter/unsubscribe.tsx')).NewsletterUnsubscribeRoute }) },
          { path: ':articleSlug', loader: articleLoader, lazy: async () => ({ Component: (await import('./routes/article.tsx')).ArticleRoute }) },
          { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }) },
        ],
      },
    ],
  },
  {
    ErrorBoundary: StandaloneRouteError,
    children: [
      { path: paths.sitemap, HydrateFallback: RouteFallback, lazy: async () => ({ Component: (await import('./routes/sitemap.tsx')).SitemapRoute }) },
      { path: 'admin/*', HydrateFallback: RouteFallback, lazy: async () => ({ Component: (await import('./routes/admin/admin-routes.tsx')).AdminRoutes }) },
    ],
  },
]
