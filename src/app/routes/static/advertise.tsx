export function AdvertiseRoute() {
  return <p>Coming soon.</p>
}
