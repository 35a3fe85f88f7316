/**
 * The paths that are not the reading site (the dashboard and the sitemap page), as regular
 * expression source for the scripts index.html runs before the app: they neither paint the
 * reading site's header nor ask for its data there.
 */
export const NON_READING_PATH_PATTERN = String.raw`^\/(admin(\/|$)|sitemap\.xml$)`
