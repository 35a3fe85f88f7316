export function SitemapRoute() {
  return <p>Coming soon.</p>
}
