export function SignInRoute() {
  return <p>Coming soon.</p>
}
