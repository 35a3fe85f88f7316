export function ContactRoute() {
  return <p>Coming soon.</p>
}
