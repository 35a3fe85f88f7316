export function PrivacyRoute() {
  return <p>Coming soon.</p>
}
