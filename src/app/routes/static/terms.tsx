export function TermsRoute() {
  return <p>Coming soon.</p>
}
