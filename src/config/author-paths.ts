/**
 * An author page's address. Apart from `paths` (which the entry script carries for the route
 * table) because only the lazy pages, the sitemap and the feeds build it: the entry stays as small.
 */
export const authorPath = (slug: string) => `/author/${slug}`
