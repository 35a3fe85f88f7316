import { adminPaths } from '../../src/config/admin-paths.ts'
import { paths } from '../../src/config/paths.ts'

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The pages that are not the reading site (the dashboard's routes and the sitemap page), from
 * the app's own paths, as regular expression source (matched case-insensitively, with an
 * optional trailing slash, as the router matches) for the scripts index.html runs before the
 * app: they neither paint the reading site's header nor ask for its data there.
 */
export const NON_READING_PATH_PATTERN = `^(${[...Object.values(adminPaths).filter((path) => typeof path === 'string'), paths.sitemap]
  .map((path) => escape(path).replace(/:\w+/g, '[^/]+')).join('|')})\\/?$`

/** A value for an inline <script>: JSON that cannot close the script element. */
export const inlineScriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The check those scripts make, as a JavaScript expression: true on a page that is not the reading site. */
export const ON_NON_READING_PAGE = `new RegExp(${inlineScriptValue(NON_READING_PATH_PATTERN)}, 'i').test(location.pathname)`
