export function AboutRoute() {
  return <p>Coming soon.</p>
}
