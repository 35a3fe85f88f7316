import { SITE_NAME } from '@/config/site.ts'
import { ConfirmEmailNotice } from '@/features/auth/components/confirm-email-notice.tsx'

export function ConfirmEmailRoute() {
  return (
    <>
      <title>{`Confirm Email - ${SITE_NAME}`}</title>
      <ConfirmEmailNotice />
    </>
  )
}
