export function CareersRoute() {
  return <p>Coming soon.</p>
}
