import { authorFeedUrl } from '../utils/author-feed-url.ts'

/**
 * The author's RSS feed for feed readers: `<link rel="alternate">`, which React hoists into
 * `<head>` while the page is shown and removes after it.
 */
export function AuthorFeedLink({ slug, name }: { slug: string; name: string }) {
  return <link rel="alternate" type="application/rss+xml" title={`${name} - RSS`} href={authorFeedUrl(slug)} />
}
