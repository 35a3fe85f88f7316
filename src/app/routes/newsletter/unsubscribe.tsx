import { SITE_NAME } from '@/config/site.ts'
import { useUnsubscribeMutation } from '@/data/subscribers/subscriber-mutations.ts'
import { NewsletterLinkPage } from '@/features/newsletter/components/newsletter-link-page.tsx'

/** /newsletter/unsubscribe?token=…: the "Unsubscribe" link at the foot of every newsletter. */
export function NewsletterUnsubscribeRoute() {
  const mutation = useUnsubscribeMutation()
  return (
    <NewsletterLinkPage
      mutation={mutation}
      texts={{
        working: 'Unsubscribing…',
        done: { title: 'You have been unsubscribed', body: `You will not receive the newsletter from ${SITE_NAME} any more.` },
        invalid: { title: 'This link does not work', body: 'Check that the whole link from the e-mail was opened.' },
      }}
    />
  )
}
