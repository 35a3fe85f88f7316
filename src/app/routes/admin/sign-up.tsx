import { DocumentMeta } from '@/components/document-meta.tsx'
import { SignUpsClosed } from '@/features/auth/components/sign-ups-closed.tsx'

/** Admin sign-up is closed: the page says so and points to sign-in. */
export function SignUpRoute() {
  return (
    <>
      <DocumentMeta title="Sign-Ups Are Closed" />
      <SignUpsClosed />
    </>
  )
}
