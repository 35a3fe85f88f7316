export function DashboardRoute() {
  return <p>Coming soon.</p>
}
