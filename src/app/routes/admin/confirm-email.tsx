export function ConfirmEmailRoute() {
  return <p>Coming soon.</p>
}
