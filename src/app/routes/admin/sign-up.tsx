import { SITE_NAME } from '@/config/site.ts'
import { SignUpsClosed } from '@/features/auth/components/sign-ups-closed.tsx'

/** Admin sign-up is closed (decisions §3): the page says so and points to sign-in. */
export function SignUpRoute() {
  return (
    <>
      <title>{`Sign-Ups Are Closed - ${SITE_NAME}`}</title>
      <SignUpsClosed />
    </>
  )
}
