export function CategoryRoute() {
  return <p>Coming soon.</p>
}
