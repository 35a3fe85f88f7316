export function SignUpRoute() {
  return <p>Coming soon.</p>
}
