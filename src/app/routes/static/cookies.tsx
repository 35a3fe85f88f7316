export function CookiesRoute() {
  return <p>Coming soon.</p>
}
