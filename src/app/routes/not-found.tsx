export function NotFoundRoute() {
  return <p>Coming soon.</p>
}
