import { DocumentMeta } from '@/components/document-meta.tsx'
import { ConfirmEmailNotice } from '@/features/auth/components/confirm-email-notice.tsx'

export function ConfirmEmailRoute() {
  return (
    <>
      <DocumentMeta title="Confirm Email" />
      <ConfirmEmailNotice />
    </>
  )
}
