export function ArticleRoute() {
  return <p>Coming soon.</p>
}
